/**
 * What `/health` may say of an RPC URL: its origin only. Hosted RPC URLs carry an API key in
 * the path, the query or the user part, and `/health` is public.
 */
export function publicRpcUrl(rpcUrl: string): string {
  try {
    return new URL(rpcUrl).origin
  } catch {
    return 'invalid URL'
  }
}
