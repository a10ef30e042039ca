import { createNameTextMessage, evmCoinType } from '@foyer/protocol'
import type { Address, LocalAccount } from 'viem'

export interface SignedNameTextRequestOptions {
  /** The full name, `<label>.foyer.id`. */
  name: string
  text: Record<string, string>
  chainId?: number
  /** Unix seconds; default: now. */
  timestamp?: number
  /** The address the message and the body name; default: the signer's. */
  address?: Address
}

/** A `POST /v1/profile/text` body as the kit builds it, signed by `signer` (EIP-191). */
export async function signedNameTextRequest(
  signer: Pick<LocalAccount, 'address' | 'signMessage'>,
  options: SignedNameTextRequestOptions,
) {
  const coinType = evmCoinType(options.chainId ?? 31337)
  const address = options.address ?? signer.address
  const message = createNameTextMessage({
    name: options.name,
    coin_type: coinType,
    address,
    text: options.text,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  })
  return {
    coin_type: coinType,
    address,
    message,
    signature: await signer.signMessage({ message }),
  }
}
