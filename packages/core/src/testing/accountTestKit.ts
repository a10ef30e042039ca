import type { Balance } from '@foyer/protocol'
import type { AccountTarget } from '../account/accountTarget'
import { readAccountTarget } from '../account/accountTarget'
import { createChainDataApi } from '../account/createChainDataApi'
import { createSupportedChains } from '../account/createSupportedChains'
import { createApiClient } from '../api/createApiClient'
import { createLogger } from '../logger/createLogger'
import type { Network } from '../networks/network'
import { createToasts } from '../toast/createToasts'
import type { ChainDataServer } from './chainDataServer'

export const TEST_PROJECT_ID = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'

/** What the account-data units need, talking to a stand-in chain data server. */
export function accountTestKit(server: ChainDataServer, network: Network, address: `0x${string}`) {
  const apiClient = createApiClient({ baseUrl: server.url, projectId: TEST_PROJECT_ID })
  const api = createChainDataApi(apiClient)
  let clock = 1_000_000
  const now = () => clock
  let current: AccountTarget | undefined = readAccountTarget(
    { address, namespace: 'eip155' },
    { caipNetwork: network },
  )
  return {
    apiClient,
    api,
    now,
    advance: (ms: number) => {
      clock += ms
    },
    supportedChains: createSupportedChains(api, now),
    toasts: createToasts(),
    logger: createLogger({ level: 'silent' }),
    target: () => current,
    /** Moves the account to another network (or disconnects it, with undefined). */
    moveTo(next: Network | undefined) {
      current = next
        ? readAccountTarget({ address, namespace: 'eip155' }, { caipNetwork: next })
        : undefined
    },
  }
}

/** A balance entry as the API lists it. */
export function balanceOf(
  network: Network,
  entry: { symbol: string; numeric: string; decimals?: number; price?: number; address?: string },
): Balance {
  const decimals = entry.decimals ?? 18
  const price = entry.price ?? 0
  return {
    name: entry.symbol,
    symbol: entry.symbol,
    chainId: network.caipNetworkId,
    ...(entry.address ? { address: `${network.caipNetworkId}:${entry.address}` } : {}),
    value: Number(entry.numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric: entry.numeric },
    iconUrl: '',
  }
}
