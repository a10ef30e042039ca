import { isFoyerError } from '@foyer/protocol'
import type { ErrorNotice } from '../errors/errorNotice'
import { solanaBalance } from '../namespaces/solana/solanaRpc'
import {
  buildSolanaTransfer,
  type SolanaTransferRequest,
} from '../namespaces/solana/solanaTransfer'
import type { Network } from '../networks/network'
import type { SendToken } from './sendToken'

/**
 * What a Solana send costs the sender beside the amount, in lamports: the network fee, and the
 * rent of the receiver's token account when the send creates it.
 */
export type SolanaSendFee = { total: bigint; fee: bigint; rent: bigint }

/** The request of a Solana draft: `amount` (smallest units) of SOL or of the token's mint. */
export function solanaRequestOf(
  token: SendToken,
  receiver: string,
  amount: bigint,
): SolanaTransferRequest {
  return { to: receiver.trim(), amount, ...(token.address ? { token: token.address } : {}) }
}

/**
 * The cost of the transfer (built on the node's latest blockhash as it would be sent) and, for a
 * token, the SOL the account holds (it pays that cost). The fee is null when it could not be
 * had (the product's fallback for a gas price failure, docs/product.md), the node's fee unknown
 * included; the balance undefined. A send the node would refuse for its amount (SOL below the
 * rent-exempt minimum of the receiver's new account) is its `refusal`.
 */
export async function estimateSolanaSend(
  network: Network,
  from: string,
  request: SolanaTransferRequest,
): Promise<{
  fee: SolanaSendFee | null
  nativeBalance: bigint | undefined
  refusal?: ErrorNotice
}> {
  const [built, nativeBalance] = await Promise.all([
    buildSolanaTransfer(network, from, request).then(
      ({ fee, rent }) => ({ fee: fee === null ? null : { total: fee + rent, fee, rent } }),
      (error: unknown) => ({ fee: null, refusal: solanaSendRefusal(error) }),
    ),
    request.token ? solanaBalance(network, from).catch(() => undefined) : undefined,
  ])
  return { ...built, nativeBalance }
}

/** The notice of a send refused for what it asks (not for a failure to reach the node). */
export function solanaSendRefusal(error: unknown): ErrorNotice | undefined {
  if (!isFoyerError(error) || error.code !== 'AMOUNT_BELOW_RENT_MINIMUM') return undefined
  return { code: error.code, params: error.params }
}
