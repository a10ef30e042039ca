import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deployDevContracts, startAnvil, writeDeployments } from '@foyer/devchain'
import { type ChainDeployment, DEV_PROJECT_ID, SDK_TYPE, SDK_VERSION } from '@foyer/protocol'
import { loadConfig } from '@foyer/server'
import { startApiServer } from '../apiServer'
import { freePort } from '../freePort'
import { BALANCE_CHAIN_ID } from './balanceSettings'

export interface BalanceServer {
  /** `http://127.0.0.1:PORT` */
  origin: string
  /** `projectId=…&st=…&sv=…` of the dev project. */
  sdkQuery: string
  rpcUrl: string
  deployment: ChainDeployment
  close(): Promise<void>
}

/** So long that the indexer, once caught up, does not poll the node while we measure. */
const QUIET_POLL_MS = 3_600_000

/**
 * A fresh anvil with the dev contracts, their `deployments.json` in a temporary DATA_DIR (as
 * `npm start` writes it), and the API in this process (with the no-work route NOOP_PATH) reading that chain in dev mode (the dev
 * project; on-disk PGlite; rate limit off). Answers once the API's indexer has caught up with the chain, so that nothing but
 * the measured requests reaches the node.
 */
export async function startBalanceServer(): Promise<BalanceServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'foyer-bench-balance-'))
  const cleanups: (() => Promise<unknown>)[] = [() => rm(dataDir, { recursive: true, force: true })]
  const closeAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
  try {
    const anvil = await startAnvil({ chainId: BALANCE_CHAIN_ID, port: 0 })
    cleanups.push(() => anvil.stop())
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const deployment = await deployDevContracts({
      chainId: BALANCE_CHAIN_ID,
      rpcUrl: anvil.rpcUrl,
      publicApiUrl: origin,
    })
    await writeDeployments(join(dataDir, 'deployments.json'), { chains: [deployment] })
    const server = await startApiServer(
      loadConfig({
        API_PORT: String(port),
        PUBLIC_API_URL: origin,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        // The dev project (DEV_PROJECT_ID), as `npm start` runs the API.
        FOYER_DEV_MODE: 'true',
        RATE_LIMIT_PER_MINUTE: '0',
        CHAIN_RPC_URLS: `${BALANCE_CHAIN_ID}=${anvil.rpcUrl}`,
      }),
      { pollIntervalMs: QUIET_POLL_MS },
    )
    cleanups.push(() => server.close())
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
      close: closeAll,
    }
  } catch (error) {
    await closeAll()
    throw error
  }
}
