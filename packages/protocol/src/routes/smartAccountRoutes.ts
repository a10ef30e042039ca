import { smartAccountNetworksResponseSchema } from '../smartAccounts/smartAccountNetworks'
import { defineRoute } from './defineRoute'

/**
 * Smart accounts (docs/product.md#smart-accounts): where they work, the bundler RPC of each
 * network (`?chainId=eip155:31337`, the spec's bundler POST) and the project's paymaster
 * (ERC-7677 `pm_getPaymasterStubData` / `pm_getPaymasterData`). Both JSON-RPC routes read their
 * body as text, as the RPC proxy does, so that a body that is not JSON gets JSON-RPC's -32700.
 */
export const SMART_ACCOUNT_ROUTES = {
  networks: defineRoute({
    method: 'GET',
    path: '/v1/smart-accounts',
    access: 'frame',
    response: smartAccountNetworksResponseSchema,
  }),
  bundler: defineRoute({ method: 'POST', path: '/v1/bundler', access: 'frame' }),
  paymaster: defineRoute({ method: 'POST', path: '/v1/paymaster', access: 'frame' }),
} as const
