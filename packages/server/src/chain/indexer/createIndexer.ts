import { setTimeout as sleep } from 'node:timers/promises'
import type { PublicClient } from 'viem'
import { errorMessage } from '../../health/errorMessage'
import { publicRpcUrl } from '../../health/publicRpcUrl'
import type { Database } from '../../store/database'
import type { ChainRegistry } from '../chainRegistry'
import type { ChainSyncReport } from './chainSyncReport'
import { createIndexerClient, type IndexerRpcOptions } from './createIndexerClient'
import { defaultStartBlock } from './defaultStartBlock'
import {
  BLOCK_RANGE,
  POLL_INTERVAL_MS,
  REORG_DEPTH,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
} from './indexerConstants'
import type { IndexerLog } from './indexerLog'
import { type RetryPolicy, retryDelay } from './retryDelay'
import { syncChainStep } from './syncChainStep'

export interface IndexerOptions {
  db: Database
  /** Where each chain answers, and its token list and collections (read on every step). */
  registry: ChainRegistry
  /** The chains to follow (the configured ones). */
  chainIds: readonly number[]
  log: IndexerLog
  /** Stored block hashes, and so the deepest reorg rolled back exactly (≥ 1). */
  reorgDepth?: number
  /** Most blocks per step (≥ 1). */
  blockRange?: number
  /** Wait between polls of a chain that is at its head. */
  pollIntervalMs?: number
  /** Backoff of a failing chain. */
  retry?: RetryPolicy
  rpc?: IndexerRpcOptions
  /** Where a chain's indexing begins the first time (default: defaultStartBlock). */
  startBlock?: (chainId: number, head: bigint) => bigint
  /** Called with every step's report (tests wait on it). */
  onSync?: (report: ChainSyncReport) => void
}

export interface Indexer {
  /** One step for every chain, side by side; a failing chain is reported, not thrown. */
  syncOnce(): Promise<ChainSyncReport[]>
  /**
   * Steps every chain until it is at its head (or its node is behind the index) or a step
   * fails; each chain's last report.
   */
  catchUp(): Promise<ChainSyncReport[]>
  /**
   * Follows every chain until stop(): steps back to back while the index is behind the chain,
   * polls at the head (and while the chain's node is behind the index, logged once when by more
   * than the reorg depth), and after a failure logs it and tries again with backoff. One chain
   * never waits for another.
   */
  start(): void
  /** Stops following, aborts the RPC requests in flight, and waits for the steps to end. */
  stop(): Promise<void>
}

interface ChainClient {
  rpcUrl: string
  client: PublicClient
  verified: boolean
}

/** The chain indexer: follows each configured chain into the database (see syncChainStep). */
export function createIndexer(options: IndexerOptions): Indexer {
  const { db, registry, chainIds, log } = options
  const reorgDepth = options.reorgDepth ?? REORG_DEPTH
  const blockRange = options.blockRange ?? BLOCK_RANGE
  if (!Number.isSafeInteger(reorgDepth) || reorgDepth < 1) {
    throw new Error(`reorgDepth must be a whole number of blocks, at least 1 (got ${reorgDepth})`)
  }
  if (!Number.isSafeInteger(blockRange) || blockRange < 1) {
    throw new Error(`blockRange must be a whole number of blocks, at least 1 (got ${blockRange})`)
  }
  const pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS
  const retry = options.retry ?? { baseMs: RETRY_BASE_MS, maxMs: RETRY_MAX_MS }
  const startBlock = options.startBlock ?? defaultStartBlock
  const stopping = new AbortController()
  const clients = new Map<number, ChainClient>()
  /** The step in flight per chain: steps of one chain never overlap. */
  const running = new Map<number, Promise<ChainSyncReport>>()
  let loops: Promise<void>[] | undefined

  async function verifiedClient(chainId: number, rpcUrl: string): Promise<PublicClient> {
    let entry = clients.get(chainId)
    if (!entry || entry.rpcUrl !== rpcUrl) {
      const client = createIndexerClient(rpcUrl, stopping.signal, options.rpc)
      entry = { rpcUrl, client, verified: false }
      clients.set(chainId, entry)
    }
    if (!entry.verified) {
      const answered = await entry.client.getChainId()
      if (answered !== chainId) {
        throw new Error(
          `The RPC at ${publicRpcUrl(rpcUrl)} answers as chain ${answered}, not ${chainId}`,
        )
      }
      entry.verified = true
    }
    return entry.client
  }

  async function attempt(chainId: number): Promise<ChainSyncReport> {
    try {
      if (stopping.signal.aborted) throw new Error('The indexer is stopped')
      const chain = await registry.get(chainId)
      if (!chain) throw new Error(`Chain ${chainId} is not configured`)
      const client = await verifiedClient(chainId, chain.rpcUrl)
      return await syncChainStep({ db, chain, client, reorgDepth, blockRange, startBlock, log })
    } catch (error) {
      return { chainId, status: 'failed', error: asError(error) }
    }
  }

  function step(chainId: number): Promise<ChainSyncReport> {
    const previous = running.get(chainId) ?? Promise.resolve(undefined)
    const next = previous.then(() => attempt(chainId))
    running.set(chainId, next)
    return next.then((report) => {
      if (running.get(chainId) === next) running.delete(chainId)
      options.onSync?.(report)
      return report
    })
  }

  async function catchUpChain(chainId: number): Promise<ChainSyncReport> {
    for (;;) {
      const report = await step(chainId)
      if (report.status === 'failed' || waitsForChain(report)) return report
    }
  }

  async function follow(chainId: number): Promise<void> {
    let failures = 0
    /** Whether the node's lag (since it fell behind the index) was logged. */
    let lagLogged = false
    while (!stopping.signal.aborted) {
      const report = await step(chainId)
      if (stopping.signal.aborted) return
      if (report.status !== 'behind') lagLogged = false
      // A few blocks are usual behind a load balancer; more is a failover or a resync.
      else if (!lagLogged && report.indexedTo - report.head > BigInt(reorgDepth)) {
        lagLogged = true
        log.warn(
          { chainId, indexedTo: String(report.indexedTo), head: String(report.head) },
          `The RPC of chain ${chainId} is ${report.indexedTo - report.head} blocks behind the ` +
            `index (head ${report.head}, indexed to ${report.indexedTo}); waiting for it`,
        )
      }
      if (report.status === 'failed') {
        failures += 1
        const delayMs = retryDelay(failures, retry)
        log.error(
          { chainId, failures, retryInMs: delayMs },
          `Indexing chain ${chainId} failed (${errorMessage(report.error)}); retrying in ${delayMs} ms`,
        )
        await pause(delayMs)
      } else {
        failures = 0
        if (waitsForChain(report)) await pause(pollIntervalMs)
      }
    }
  }

  async function pause(ms: number): Promise<void> {
    await sleep(ms, undefined, { signal: stopping.signal }).catch(() => {})
  }

  return {
    syncOnce: () => Promise.all(chainIds.map(step)),
    catchUp: () => Promise.all(chainIds.map(catchUpChain)),
    start() {
      if (stopping.signal.aborted) throw new Error('A stopped indexer cannot start again')
      loops ??= chainIds.map(follow)
    },
    async stop() {
      stopping.abort()
      await Promise.all([...(loops ?? []), ...running.values()])
    },
  }
}

/** The chain has nothing new for the index until its node's head moves on. */
function waitsForChain(report: ChainSyncReport): boolean {
  return report.status === 'atHead' || report.status === 'behind'
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}
