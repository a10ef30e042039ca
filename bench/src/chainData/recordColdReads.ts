import type { ChainDeployment } from '@foyer/protocol'
import { type Address, createPublicClient, http } from 'viem'
import { readBalances } from '../../../packages/server/src/chain/balance/readBalances'
import { createChainRegistry } from '../../../packages/server/src/chain/chainRegistry'
import { oraclePriceSource } from '../../../packages/server/src/chain/prices/oraclePriceSource'
import { BALANCE_CURRENCY } from './balanceSettings'

/** One JSON-RPC request exactly as the API's code wrote it. */
export interface RecordedRequest {
  /** e.g. `eth_call (price read)` */
  label: string
  body: string
}

/**
 * The node requests of one cold balance answer, in the API's order: each phase's requests go
 * out together, and a phase starts when the one before has answered.
 */
export type ColdReads = RecordedRequest[][]

/**
 * Runs the API's own reads of a cold answer (readBalances, then the oracle price source) once
 * with a client that records each request body, so that the baseline replays exactly what the
 * API asks the node, without the API.
 */
export async function recordColdReads(
  rpcUrl: string,
  deployment: ChainDeployment,
  account: Address,
): Promise<ColdReads> {
  let phase: RecordedRequest[] = []
  let phaseName = 'balance read'
  const client = createPublicClient({
    cacheTime: 0,
    transport: http(rpcUrl, {
      retryCount: 0,
      fetchFn: (input, init) => {
        const body = String(init?.body)
        const { method } = JSON.parse(body) as { method: string }
        phase.push({ label: `${method} (${phaseName})`, body })
        return fetch(input, init)
      },
    }),
  })
  const registry = createChainRegistry({
    chains: [{ chainId: deployment.chainId, rpcUrl }],
    deployments: async () => ({ chains: [deployment] }),
  })
  const chain = await registry.get(deployment.chainId)
  if (!chain) throw new Error(`Chain ${deployment.chainId} is not in the registry`)
  const read = await readBalances(client, chain, account)
  const balances = phase
  phase = []
  phaseName = 'price read'
  await oraclePriceSource(() => client).prices(
    chain,
    read.amounts.map((amount) => amount.asset),
    BALANCE_CURRENCY,
  )
  return [balances, phase].filter((requests) => requests.length > 0)
}
