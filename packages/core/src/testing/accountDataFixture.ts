import { testAddresses } from '@foyer/devchain'
import type { Locale } from '@foyer/protocol'
import {
  type Config,
  type CreateConnectorFn,
  connect,
  createConfig,
  injected,
  mock,
} from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { startAccountData } from '../account/startAccountData'
import { createApiClient } from '../api/createApiClient'
import { createLogger } from '../logger/createLogger'
import { createModal } from '../modal/createModal'
import { createTransports } from '../networks/createTransports'
import type { Network } from '../networks/network'
import { toViemChain } from '../networks/toViemChain'
import { createRouter } from '../router/createRouter'
import { readAccountState } from '../state/accountState'
import { readNetworkState } from '../state/networkState'
import { createStore } from '../store/createStore'
import { createToasts } from '../toast/createToasts'
import { TEST_PROJECT_ID } from './accountTestKit'
import type { ChainDataServer } from './chainDataServer'

/** The sending test account (anvil's first; the dev tokens fund it). */
export const SENDER = testAddresses[0] as `0x${string}`
export const RECEIVER = testAddresses[1] as `0x${string}`

/** The visitor declines in their wallet (EIP-1193 4001). */
export const USER_REJECTED = { code: 4001, message: 'User rejected the request.' }

/**
 * A browser wallet that forwards every request to the node but fails to send a transaction
 * with `error` (by default: the visitor declines). Needs a window (the jsdom environment).
 */
export function refusingWallet(rpcUrl: string, error = USER_REJECTED): CreateConnectorFn {
  let id = 0
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [SENDER]
      if (method === 'wallet_requestPermissions') return [{ parentCapability: 'eth_accounts' }]
      if (method === 'wallet_revokePermissions') return null
      if (method === 'eth_sendTransaction') {
        throw Object.assign(new Error(error.message), { code: error.code })
      }
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      })
      const body = (await response.json()) as { result?: unknown; error?: unknown }
      if (body.error) throw Object.assign(new Error('RPC error'), body.error)
      return body.result
    },
    on() {},
    removeListener() {},
  } as unknown as EIP1193Provider
  return injected({ target: { id: 'refusing', name: 'Refusing wallet', provider } })
}

/**
 * Everything startAccountData needs, for real: a wagmi config connected through `connector`
 * (by default wagmi's mock connector, whose transactions anvil signs for its test account) on
 * `network`, the stores createFoyer makes, and the API client of the stand-in server.
 */
export async function accountDataFixture(
  server: ChainDataServer,
  network: Network,
  options: {
    connector?: CreateConnectorFn
    connect?: boolean
    now?: () => number
    locale?: Locale
  } = {},
) {
  const chains = [toViemChain(network)] as const
  const config: Config = createConfig({
    chains,
    connectors: [options.connector ?? mock({ accounts: [SENDER] })],
    transports: createTransports(chains),
  })
  const connector = config.connectors[0]
  if (options.connect !== false && connector) await connect(config, { connector })
  const account = createStore(readAccountState(config))
  const network_ = createStore(readNetworkState([network], account.get(), network.id as number))
  const modal = createModal()
  const router = createRouter({ isConnected: () => true, onClose: modal.close })
  const toasts = createToasts()
  const data = startAccountData({
    api: createApiClient({ baseUrl: server.url, projectId: TEST_PROJECT_ID }),
    config,
    account,
    network: network_,
    router,
    modal,
    toasts,
    logger: createLogger({ level: 'silent' }),
    currency: 'usd',
    locale: options.locale ?? 'en',
    now: options.now,
  })
  router.reset('Account')
  return { config, account, network: network_, router, modal, toasts, data }
}
