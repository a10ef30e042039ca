/**
 * Sends a signed wire transaction (base64) to a Solana JSON-RPC node, as wallets do:
 * `sendTransaction` with `encoding: 'base64'` and the preflight options; the node's error as an
 * Error with its message.
 */
export async function sendSolanaTransaction(
  rpcUrl: string,
  wireTransaction: string,
  options: { preflightCommitment?: string; skipPreflight?: boolean; maxRetries?: number },
): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [wireTransaction, { encoding: 'base64', ...options }],
    }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(body.error.message ?? 'The node refused the transaction')
  if (typeof body.result !== 'string') throw new Error('The node answered no signature')
  return body.result
}
