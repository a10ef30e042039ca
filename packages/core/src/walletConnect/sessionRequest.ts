/** Sends `method` with `params` to the session's wallet for `chainId` (CAIP-2); its result. */
export type SessionRequest = (chainId: string, method: string, params: unknown) => Promise<unknown>

/** An icon for the session's Wallet Standard wallets (the standard wants a data URI). */
export const SESSION_WALLET_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PGNpcmNsZSBjeD0iMTYiIGN5PSIxNiIgcj0iMTYiIGZpbGw9IiMzMzk2ZmYiLz48L3N2Zz4=' as const

/** The object `result` is, or an error saying what the wallet gave instead. */
export function resultObject(method: string, result: unknown): Record<string, unknown> {
  if (typeof result !== 'object' || result === null)
    throw new Error(`The wallet answered ${method} with ${JSON.stringify(result)}`)
  return result as Record<string, unknown>
}

/** The string field `key` of a wallet's result, or an error saying it is missing. */
export function resultString(method: string, result: unknown, key: string): string {
  const value = resultObject(method, result)[key]
  if (typeof value !== 'string' || value.length === 0)
    throw new Error(`The wallet's ${method} result has no ${key}`)
  return value
}
