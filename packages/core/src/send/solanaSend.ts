import { type ErrorCode, isFoyerError, isSolanaAddress } from '@foyer/protocol'
import type { ErrorNotice } from '../errors/errorNotice'
import {
  composeSolanaTransfer,
  maxSolanaTransfer,
  SOLANA_LAMPORTS_PER_SIGNATURE,
  type SolanaTransferRequest,
  solanaSenderProblem,
} from '../namespaces/solana/solanaTransfer'
import type { Network } from '../networks/network'
import { maxSendAmount } from './maxSendAmount'
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
 * The cost of the transfer (built on the node's latest blockhash as it would be sent). The fee
 * is null when it could not be had (the product's fallback for a gas price failure,
 * docs/product.md), the node's fee unknown included. A send the node would refuse for what it
 * asks is its `refusal`: SOL below the rent-exempt minimum of the receiver's new account, or
 * more than the sender's SOL can carry with the cost, or leaving it less than its own
 * rent-exempt minimum (`solanaSenderProblem`: the fee stays shown beside it).
 */
export async function estimateSolanaSend(
  network: Network,
  from: string,
  request: SolanaTransferRequest,
): Promise<{ fee: SolanaSendFee | null; refusal?: ErrorNotice }> {
  try {
    const transfer = await composeSolanaTransfer(network, from, request)
    const { fee, rent } = transfer
    const refusal = solanaSendRefusal(await solanaSenderProblem(network, from, request, transfer))
    return {
      fee: fee === null ? null : { total: fee + rent, fee, rent },
      ...(refusal ? { refusal } : {}),
    }
  } catch (error) {
    const refusal = solanaSendRefusal(error)
    return { fee: null, ...(refusal ? { refusal } : {}) }
  }
}

/**
 * The most of SOL the sender can send to `receiver` (the account itself while no valid receiver
 * is typed): what it holds on the chain less the fee. When the node cannot be read, the balance
 * the account lists less a signature's base fee.
 */
export function maxSolanaSend(
  network: Network,
  from: string,
  token: SendToken,
  receiver: string,
): Promise<bigint> {
  const to = isSolanaAddress(receiver) ? receiver : from
  return maxSolanaTransfer(network, from, to).catch(() =>
    maxSendAmount(token, SOLANA_LAMPORTS_PER_SIGNATURE),
  )
}

/** The codes of a send refused for what it asks (not for a failure to reach the node). */
const REFUSALS: ReadonlySet<ErrorCode> = new Set([
  'AMOUNT_BELOW_RENT_MINIMUM',
  'REMAINDER_BELOW_RENT_MINIMUM',
  'INSUFFICIENT_BALANCE',
  'INSUFFICIENT_FEE_BALANCE',
])

/** The notice of a send refused for what it asks (not for a failure to reach the node). */
export function solanaSendRefusal(error: unknown): ErrorNotice | undefined {
  if (!isFoyerError(error) || !REFUSALS.has(error.code)) return undefined
  const { code, params } = error
  return Object.keys(params).length > 0 ? { code, params } : { code }
}
