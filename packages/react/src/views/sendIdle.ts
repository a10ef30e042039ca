import type { SendState } from '@foyer/core'

/** The send state shown while the account data loads. */
export const SEND_IDLE: SendState = {
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
