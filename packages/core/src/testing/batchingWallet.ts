import { injected } from '@wagmi/core'
import { type EIP1193Provider, keccak256, stringToHex } from 'viem'
import { SENDER } from './accountDataFixture'

/**
 * A browser wallet that claims atomic batches (EIP-5792) on the dev chain: it sends each call of
 * `wallet_sendCalls` through the node (anvil signs for its test account) and answers their status.
 */
export function batchingWallet(
  rpcUrl: string,
  { account = SENDER, sponsored = false }: { account?: `0x${string}`; sponsored?: boolean } = {},
) {
  let id = 0
  const requests: string[] = []
  const batches = new Map<string, `0x${string}`[]>()
  const rpc = async (method: string, params: unknown) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: unknown }
    if (body.error) throw Object.assign(new Error('RPC error'), body.error)
    return body.result
  }
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      requests.push(method)
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account]
      if (method === 'wallet_requestPermissions') return [{ parentCapability: 'eth_accounts' }]
      if (method === 'wallet_getCapabilities') {
        return {
          '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: sponsored } },
        }
      }
      if (method === 'wallet_sendCalls') {
        const [request] = params as [{ calls: object[]; atomicRequired?: boolean }]
        const hashes: `0x${string}`[] = []
        for (const call of request.calls) {
          hashes.push(
            (await rpc('eth_sendTransaction', [{ ...call, from: SENDER }])) as `0x${string}`,
          )
        }
        const callsId = keccak256(stringToHex(JSON.stringify(hashes)))
        batches.set(callsId, hashes)
        return { id: callsId }
      }
      if (method === 'wallet_getCallsStatus') {
        const hashes = batches.get((params as [string])[0]) ?? []
        const receipts = (await Promise.all(
          hashes.map((hash) => rpc('eth_getTransactionReceipt', [hash])),
        )) as ({ status: string; transactionHash: string } | null)[]
        const done = receipts.every((receipt) => receipt !== null)
        const ok = done && receipts.every((receipt) => receipt?.status === '0x1')
        return {
          version: '2.0.0',
          id: (params as [string])[0],
          chainId: '0x7a69',
          atomic: true,
          status: done ? (ok ? 200 : 500) : 100,
          receipts: done ? receipts : [],
        }
      }
      return rpc(method, params)
    },
    on() {},
    removeListener() {},
  } as unknown as EIP1193Provider
  return {
    requests,
    connector: injected({ target: { id: 'batching', name: 'Batching wallet', provider } }),
  }
}
