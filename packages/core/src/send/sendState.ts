import type { ErrorNotice } from '../errors/errorNotice'
import type { SendFee } from './estimateSendFee'
import type { SendToken } from './sendToken'
import type { SolanaSendFee } from './solanaSend'

/**
 * form (WalletSend) → preview (WalletSendPreview, fee estimated) → approving (the wallet asks)
 * → pending (sent, waiting for the receipt) → confirmed or failed.
 */
export type SendStep = 'form' | 'preview' | 'approving' | 'pending' | 'confirmed' | 'failed'

export type SendState = {
  token: SendToken | undefined
  /** As typed, in whole tokens. */
  amount: string
  receiver: string
  step: SendStep
  /** Why the draft cannot be sent, or why sending failed: a SendError code. */
  error: ErrorNotice | undefined
  /**
   * The network fee: undefined until estimated, null when it could not be (docs/product.md).
   * On solana, `total` is the fee and the rent of a token account the send creates.
   */
  fee: SendFee | SolanaSendFee | null | undefined
  /** The fee in the chosen currency, when the native coin's price is known. */
  feeValue: number | undefined
  /** The sent transaction: its hash (eip155), its signature (solana, base58). */
  hash: string | undefined
  /** The block explorer's page of the transaction, when the network has an explorer. */
  explorerUrl: string | undefined
}

/** An empty draft: the flow's start, and what the views show while the account data loads. */
export const INITIAL_SEND_STATE: SendState = {
  token: undefined,
  amount: '',
  receiver: '',
  step: 'form',
  error: undefined,
  fee: undefined,
  feeValue: undefined,
  hash: undefined,
  explorerUrl: undefined,
}
