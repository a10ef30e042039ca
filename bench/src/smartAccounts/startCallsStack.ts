import {
  type ChainDeployment,
  DEV_PROJECT_ID,
  SDK_TYPE,
  SDK_VERSION,
  type SmartAccountsDeployment,
} from '@foyer/protocol'
import { setProjectFeature } from '../../../packages/server/src/projects/setProjectFeature'
import { startDevStack } from '../startDevStack'
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

/**
 * The dev stack (startDevStack: one anvil, automine, with the dev contracts and the API in this
 * process) with one alto bundler on the chain, the chain's bundler in the API, the paymaster's
 * deposit funded. The dev project sponsors gas with no daily cap here (its default of 5
 * operations per account and day would refuse the bench's operations): the same policy check and
 * signature, no count.
 */
export async function startCallsStack(): Promise<CallsStack> {
  const stack = await startDevStack({
    chainId: CALLS_CHAIN_ID,
    bundler: true,
    // Before the first request, so that no cached copy of the project has the cap.
    beforeCatchUp: (server) =>
      setProjectFeature(server.db, DEV_PROJECT_ID, {
        id: 'gasSponsorship',
        isEnabled: true,
        config: { dailyOperationsPerAccount: null, allowedContracts: [] },
      }),
  })
  const { smartAccounts } = stack.deployment
  if (!smartAccounts || !stack.bundler) {
    await stack.close()
    throw new Error('The dev chain has no smart account contracts')
  }
  const query = new URLSearchParams({
    projectId: DEV_PROJECT_ID,
    st: SDK_TYPE,
    sv: SDK_VERSION,
    chainId: `eip155:${CALLS_CHAIN_ID}`,
  })
  return {
    rpcUrl: stack.rpcUrl,
    deployment: stack.deployment,
    smartAccounts,
    nodeUrl: `${stack.origin}/v1?${query}`,
    bundlerUrl: `${stack.origin}/v1/bundler?${query}`,
    paymasterUrl: `${stack.origin}/v1/paymaster?${query}`,
    anvilPid: stack.anvilPid,
    bundlerPid: stack.bundler.pid,
    close: stack.close,
  }
}
