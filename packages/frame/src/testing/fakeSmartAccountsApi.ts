import type { SmartAccountNetworksResponse } from '@foyer/protocol'
import type { FrameApi } from '../api/frameApi'

export type FakeSmartAccountsOptions = {
  /** Where smart accounts work (default: nowhere) and the project's sponsorship. */
  smartAccounts?: SmartAccountNetworksResponse
  /** The JSON-RPC endpoints of each chain (a real anvil, bundler and paymaster in tests). */
  jsonRpcUrl?: FrameApi['jsonRpcUrl']
}

/** The fake server's smart account part: the networks it is given, and their endpoints. */
export function fakeSmartAccountsApi(
  options: FakeSmartAccountsOptions,
  calls: string[],
): Pick<FrameApi, 'getSmartAccountNetworks' | 'jsonRpcUrl'> {
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
    jsonRpcUrl(service, chainId) {
      if (!options.jsonRpcUrl) throw new Error(`No ${service} for chain ${chainId} in this test`)
      return options.jsonRpcUrl(service, chainId)
    },
  }
}
