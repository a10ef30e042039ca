import type { ChainHealth } from '@foyer/protocol'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainRpc } from '../config/parseChainRpcUrls'
import { errorMessage } from './errorMessage'
import { publicRpcUrl } from './publicRpcUrl'
import { withTimeout } from './withTimeout'

export interface ChainProbe extends ChainRpc {
  client: PublicClient
}

/**
 * One viem client per configured chain, no retries: health must answer quickly. checkChain
 * gives up after `timeoutMs`; the transport aborts the request itself a little later.
 */
export function chainProbe(chain: ChainRpc, timeoutMs: number): ChainProbe {
  const transport = http(chain.rpcUrl, { timeout: timeoutMs + 1_000, retryCount: 0 })
  return { ...chain, client: createPublicClient({ transport, cacheTime: 0 }) }
}

/** The chain answers `eth_chainId` with its configured id and `eth_blockNumber`. */
export async function checkChain(probe: ChainProbe, timeoutMs: number): Promise<ChainHealth> {
  const { chainId, client } = probe
  const rpcUrl = publicRpcUrl(probe.rpcUrl)
  const started = performance.now()
  const latencyMs = () => Math.round((performance.now() - started) * 10) / 10
  try {
    const [answeredId, blockNumber] = await withTimeout(
      Promise.all([client.getChainId(), client.getBlockNumber({ cacheTime: 0 })]),
      timeoutMs,
      `The chain RPC did not answer within ${timeoutMs} ms`,
    )
    if (answeredId !== chainId) {
      throw new Error(`The RPC answers as chain ${answeredId}, expected ${chainId}`)
    }
    return { chainId, rpcUrl, ok: true, blockNumber: Number(blockNumber), latencyMs: latencyMs() }
  } catch (error) {
    return { chainId, rpcUrl, ok: false, latencyMs: latencyMs(), error: errorMessage(error) }
  }
}
