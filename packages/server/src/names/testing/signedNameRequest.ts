import { createNameMessage, evmCoinType } from '@foyer/protocol'
import type { Address, LocalAccount } from 'viem'

export interface SignedNameRequestOptions {
  /** The full name; default `<label>.foyer.id`. */
  name: string
  chainId?: number
  /** Unix seconds; default: now. */
  timestamp?: number
  /** The address the message and the body name; default: the signer's. */
  address?: Address
}

/** A `POST /v1/profile/account` body as the kit builds it, signed by `signer` (EIP-191). */
export async function signedNameRequest(
  signer: Pick<LocalAccount, 'address' | 'signMessage'>,
  options: SignedNameRequestOptions,
) {
  const coinType = evmCoinType(options.chainId ?? 31337)
  const address = options.address ?? signer.address
  const message = createNameMessage({
    name: options.name,
    coin_type: coinType,
    address,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  })
  return {
    coin_type: coinType,
    address,
    message,
    signature: await signer.signMessage({ message }),
  }
}
