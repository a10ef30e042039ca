/** EIP-1193's "User Rejected Request". */
const USER_REJECTED = 4001

/**
 * Whether an error (or one of its causes: wagmi and viem wrap the wallet's) says the visitor
 * refused the request in the wallet, rather than that something failed.
 */
export function isUserRejection(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 10; depth++) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown }
    if (code === USER_REJECTED || name === 'UserRejectedRequestError') return true
    current = cause
  }
  return false
}
