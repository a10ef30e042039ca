/**
 * Whether the node at `rpcUrl` is an anvil (`web3_clientVersion` starts with `anvil/`): only
 * there may the dev tokens be deployed, because deploying funds the deployer with
 * `anvil_setBalance`.
 */
export async function isAnvil(rpcUrl: string, timeoutMs = 5_000): Promise<boolean> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'web3_clientVersion', params: [] }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const body = (await response.json().catch(() => ({}))) as { result?: unknown }
  return typeof body.result === 'string' && body.result.toLowerCase().startsWith('anvil/')
}
