import type { SmartAccountNetworksResponse } from '@foyer/protocol'
import type { FrameApi } from '../api/frameApi'

export type FakeSmartAccountsOptions = {
  /** Where smart accounts work (default: nowhere) and the project's sponsorship. */
  smartAccounts?: SmartAccountNetworksResponse
  /** The JSON-RPC endpoints of each chain (a real anvil, bundler and paymaster in tests). */
  jsonRpcUrl?: FrameApi['jsonRpcUrl']
  /** The sessions API (the real routes' handlers in tests that grant sessions). */
  sessions?: Pick<FrameApi, 'getSessions' | 'revokeSession'>
}

/** The fake server's smart account part: the networks it is given, and their endpoints. */
export function fakeSmartAccountsApi(
  options: FakeSmartAccountsOptions,
  calls: string[],
): Pick<FrameApi, 'getSmartAccountNetworks' | 'jsonRpcUrl' | 'getSessions' | 'revokeSession'> {
  const sessions = () => {
    if (!options.sessions) throw new Error('No sessions API in this test')
    return options.sessions
  }
  return {
    async getSmartAccountNetworks() {
      calls.push('getSmartAccountNetworks')
      return (
        options.smartAccounts ?? {
          networks: [],
          sponsorship: {
            isEnabled: false,
            policy: { dailyOperationsPerAccount: null, allowedContracts: [] },
          },
        }
      )
    },
    getSessions(address, chainId) {
      calls.push('getSessions')
      return sessions().getSessions(address, chainId)
    },
    revokeSession(address, chainId, body) {
      calls.push('revokeSession')
      return sessions().revokeSession(address, chainId, body)
    },
    jsonRpcUrl(service, chainId) {
      if (!options.jsonRpcUrl) throw new Error(`No ${service} for chain ${chainId} in this test`)
      return options.jsonRpcUrl(service, chainId)
    },
  }
}
