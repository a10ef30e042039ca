import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  deployDevContracts,
  fundPaymaster,
  startAnvil,
  startBundler,
  writeDeployments,
} from '@foyer/devchain'
import {
  type ChainDeployment,
  DEV_PROJECT_ID,
  SDK_TYPE,
  SDK_VERSION,
  type SmartAccountsDeployment,
} from '@foyer/protocol'
import { loadConfig } from '@foyer/server'
import { setProjectFeature } from '../../../packages/server/src/projects/setProjectFeature'
import { startApiServer } from '../apiServer'
import { freePort } from '../freePort'
import { CALLS_CHAIN_ID } from './settings'

export interface CallsStack {
  /** Anvil's own endpoint: setup and the final checks only, never a measured send. */
  rpcUrl: string
  deployment: ChainDeployment
  smartAccounts: SmartAccountsDeployment
  /** The API's routes for the dev project on the dev chain, as the embedded wallet calls them. */
  nodeUrl: string
  bundlerUrl: string
  paymasterUrl: string
  /** The processes whose CPU time is read around the throughput phases. */
  anvilPid: number
  bundlerPid: number
  close(): Promise<void>
}

/** So long that the indexer, once caught up, does not poll the node while we measure. */
const QUIET_POLL_MS = 3_600_000

/**
 * One anvil (automine) with the dev contracts, their `deployments.json` in a temporary DATA_DIR,
 * the paymaster's deposit funded, one alto bundler on it (startBundler: its own process), and
 * the API in this process as `npm start` runs it (startApiServer: dev mode, on-disk PGlite, rate
 * limit off) with that bundler as the chain's (CHAIN_BUNDLER_URLS) and the dev paymaster key.
 * The dev project sponsors gas with no daily cap here (its default of 5 operations per account
 * and day would refuse the bench's operations): the same policy check and signature, no count.
 * Answers once the API's indexer has caught up, so that it does not read the node while we
 * measure.
 */
export async function startCallsStack(): Promise<CallsStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'foyer-bench-calls-'))
  const cleanups: (() => Promise<unknown>)[] = [() => rm(dataDir, { recursive: true, force: true })]
  const closeAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
  try {
    const anvil = await startAnvil({ chainId: CALLS_CHAIN_ID, port: 0 })
    cleanups.push(() => anvil.stop())
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const deployment = await deployDevContracts({
      chainId: CALLS_CHAIN_ID,
      rpcUrl: anvil.rpcUrl,
      publicApiUrl: origin,
    })
    const { smartAccounts } = deployment
    if (!smartAccounts) throw new Error('The dev chain has no smart account contracts')
    await writeDeployments(join(dataDir, 'deployments.json'), { chains: [deployment] })
    const [bundler] = await Promise.all([
      startBundler({ rpcUrl: anvil.rpcUrl, port: 0 }),
      fundPaymaster(anvil.rpcUrl, smartAccounts),
    ])
    cleanups.push(() => bundler.stop())
    const server = await startApiServer(
      loadConfig({
        API_PORT: String(port),
        PUBLIC_API_URL: origin,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        // The dev project (DEV_PROJECT_ID) and the dev paymaster key, as `npm start` runs the API.
        FOYER_DEV_MODE: 'true',
        RATE_LIMIT_PER_MINUTE: '0',
        CHAIN_RPC_URLS: `${CALLS_CHAIN_ID}=${anvil.rpcUrl}`,
        CHAIN_BUNDLER_URLS: `${CALLS_CHAIN_ID}=${bundler.url}`,
      }),
      { pollIntervalMs: QUIET_POLL_MS },
    )
    cleanups.push(() => server.close())
    // Before the first request, so that no cached copy of the project has the cap.
    await setProjectFeature(server.db, DEV_PROJECT_ID, {
      id: 'gasSponsorship',
      isEnabled: true,
      config: { dailyOperationsPerAccount: null, allowedContracts: [] },
    })
    for (const report of await server.indexer.catchUp()) {
      if (report.status === 'failed') throw report.error
    }
    const query = new URLSearchParams({
      projectId: DEV_PROJECT_ID,
      st: SDK_TYPE,
      sv: SDK_VERSION,
      chainId: `eip155:${CALLS_CHAIN_ID}`,
    })
    return {
      rpcUrl: anvil.rpcUrl,
      deployment,
      smartAccounts,
      nodeUrl: `${origin}/v1?${query}`,
      bundlerUrl: `${origin}/v1/bundler?${query}`,
      paymasterUrl: `${origin}/v1/paymaster?${query}`,
      anvilPid: anvil.pid,
      bundlerPid: bundler.pid,
      close: closeAll,
    }
  } catch (error) {
    await closeAll()
    throw error
  }
}
