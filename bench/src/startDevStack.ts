import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Bundler,
  type DevSvmServer,
  deployDevContracts,
  devSolanaDeployment,
  fundPaymaster,
  startAnvil,
  startBundler,
  startDevSvm,
  writeDeployments,
} from '@foyer/devchain'
import {
  type ChainDeployment,
  DEV_PROJECT_ID,
  SDK_TYPE,
  SDK_VERSION,
  SOLANA_DEV_CHAIN,
} from '@foyer/protocol'
import { loadConfig } from '@foyer/server'
import { type ApiServer, startApiServer } from './apiServer'
import { freePort } from './freePort'

export interface DevStack {
  /** `http://127.0.0.1:PORT`: the API. */
  origin: string
  /** `projectId=…&st=…&sv=…` of the dev project. */
  sdkQuery: string
  /** Anvil's own endpoint. */
  rpcUrl: string
  deployment: ChainDeployment
  server: ApiServer
  anvilPid: number
  /** The chain's alto bundler, when one was asked for. */
  bundler: Bundler | undefined
  /** The dev SVM (in this process), when one was asked for: the API's Solana dev chain. */
  svm: DevSvmServer | undefined
  close(): Promise<void>
}

export interface DevStackOptions {
  chainId: number
  /**
   * An alto bundler on the chain (startBundler: its own process) with the dev paymaster's
   * deposit funded: the API's bundler for the chain (CHAIN_BUNDLER_URLS).
   */
  bundler?: boolean
  /** The dev SVM too (startDevSvm, in this process), served by the API as `npm start` does. */
  solana?: boolean
  /** Runs once the API listens, before its indexer catches up and before any request. */
  beforeCatchUp?: (server: ApiServer) => Promise<unknown>
}

/** So long that the indexer, once caught up, does not poll the node while we measure. */
const QUIET_POLL_MS = 3_600_000

/**
 * A fresh anvil (automine) with the dev contracts, their `deployments.json` in a temporary
 * DATA_DIR (as `npm start` writes it), and the API in this process as `npm start` runs it
 * (startApiServer, with the no-work route NOOP_PATH: dev mode, so the dev project and the dev
 * paymaster key; on-disk PGlite; rate limit off) reading that chain. Answers once the API's
 * indexer has caught up with the chain, so that nothing but the measured requests reaches the
 * node.
 */
export async function startDevStack(options: DevStackOptions): Promise<DevStack> {
  const { chainId } = options
  const dataDir = await mkdtemp(join(tmpdir(), 'foyer-bench-dev-'))
  const cleanups: (() => Promise<unknown>)[] = [() => rm(dataDir, { recursive: true, force: true })]
  const closeAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
  try {
    const anvil = await startAnvil({ chainId, port: 0 })
    cleanups.push(() => anvil.stop())
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const deployment = await deployDevContracts({
      chainId,
      rpcUrl: anvil.rpcUrl,
      publicApiUrl: origin,
    })
    let svm: DevSvmServer | undefined
    if (options.solana) {
      const started = await startDevSvm({ port: 0 })
      svm = started
      cleanups.push(() => started.stop())
    }
    await writeDeployments(join(dataDir, 'deployments.json'), {
      chains: [deployment],
      ...(svm ? { solana: [devSolanaDeployment(svm.rpcUrl, [deployment])] } : {}),
    })
    let bundler: Bundler | undefined
    if (options.bundler) {
      const { smartAccounts } = deployment
      if (!smartAccounts) throw new Error('The dev chain has no smart account contracts')
      const [started] = await Promise.all([
        startBundler({ rpcUrl: anvil.rpcUrl, port: 0 }),
        fundPaymaster(anvil.rpcUrl, smartAccounts),
      ])
      bundler = started
      cleanups.push(() => started.stop())
    }
    const server = await startApiServer(
      loadConfig({
        API_PORT: String(port),
        PUBLIC_API_URL: origin,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        // The dev project (DEV_PROJECT_ID) and the dev paymaster key, as `npm start` runs the API.
        FOYER_DEV_MODE: 'true',
        RATE_LIMIT_PER_MINUTE: '0',
        CHAIN_RPC_URLS: `${chainId}=${anvil.rpcUrl}`,
        ...(bundler ? { CHAIN_BUNDLER_URLS: `${chainId}=${bundler.url}` } : {}),
        SOLANA_RPC_URLS: svm ? `${SOLANA_DEV_CHAIN}=${svm.rpcUrl}` : '',
      }),
      { pollIntervalMs: QUIET_POLL_MS },
    )
    cleanups.push(() => server.close())
    await options.beforeCatchUp?.(server)
    for (const report of await server.indexer.catchUp()) {
      if (report.status === 'failed') throw report.error
    }
    const sdkQuery = new URLSearchParams({
      projectId: DEV_PROJECT_ID,
      st: SDK_TYPE,
      sv: SDK_VERSION,
    })
    return {
      origin,
      sdkQuery: sdkQuery.toString(),
      rpcUrl: anvil.rpcUrl,
      deployment,
      server,
      anvilPid: anvil.pid,
      bundler,
      svm,
      close: closeAll,
    }
  } catch (error) {
    await closeAll()
    throw error
  }
}
