import { TimeoutError } from '../utils/withTimeout'
import type { ErrorNotice } from './errorNotice'

/** Why a wallet request did not succeed. */
export type WalletFailureReason = 'rejected' | 'timeout' | 'failed'

const USER_REJECTED_CODE = 4001
/** WalletConnect's USER_REJECTED (a remote wallet declined the session or request). */
const WALLETCONNECT_USER_REJECTED_CODE = 5000

function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current = error
  while (current !== undefined && current !== null && chain.length < 10) {
    chain.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return chain
}

/** A wallet answered "no" (EIP-1193 4001, WalletConnect 5000), anywhere in the cause chain. */
export function isUserRejection(error: unknown): boolean {
  return causes(error).some((cause) => {
    const { code, name } = cause as { code?: unknown; name?: unknown }
    return (
      code === USER_REJECTED_CODE ||
      code === WALLETCONNECT_USER_REJECTED_CODE ||
      name === 'UserRejectedRequestError'
    )
  })
}

export function walletFailureReason(error: unknown): WalletFailureReason {
  if (isUserRejection(error)) return 'rejected'
  if (causes(error).some((cause) => cause instanceof TimeoutError)) return 'timeout'
  return 'failed'
}

/**
 * What the visitor is told of a failed connection: 'Connection rejected', or 'Failed to connect'
 * (WALLET_TIMEOUT when the wallet never answered).
 */
export function walletFailureNotice(reason: WalletFailureReason): ErrorNotice {
  const codes = {
    rejected: 'CONNECTION_REJECTED',
    timeout: 'WALLET_TIMEOUT',
    failed: 'FAILED_TO_CONNECT',
  } as const
  return { code: codes[reason] }
}
