import { FoyerError } from '@foyer/protocol'
import type { Network } from '../../networks/network'

/**
 * One Solana JSON-RPC call to the network's node (its first RPC URL: the dev SVM, or the
 * operator's). A JSON-RPC error or a non-OK answer rejects.
 */
export async function solanaRpc<T>(
  network: Network,
  method: string,
  params: unknown[],
): Promise<T> {
  const [url] = network.rpcUrls.default.http
  if (!url) throw new FoyerError('NOT_CONFIGURED', { params: { name: `${network.name} RPC` } })
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new FoyerError('HTTP_STATUS', { params: { status: response.status } })
  const body = (await response.json()) as { result?: T; error?: { message?: string } }
  if (body.error || body.result === undefined)
    throw new FoyerError('SOMETHING_WENT_WRONG', { details: body.error?.message ?? method })
  return body.result
}

/** The SOL balance of `address` in lamports (`getBalance`). */
export async function solanaBalance(network: Network, address: string): Promise<bigint> {
  const { value } = await solanaRpc<{ value: number }>(network, 'getBalance', [
    address,
    { commitment: 'confirmed' },
  ])
  return BigInt(value)
}
