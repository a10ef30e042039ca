import { balanceResponseSchema } from '../chainData/balance'
import { historyResponseSchema } from '../chainData/history'
import { identityResponseSchema } from '../chainData/identity'
import { nftsResponseSchema } from '../chainData/nfts'
import { priceRequestSchema, priceResponseSchema } from '../chainData/price'
import { supportedChainsResponseSchema } from '../chainData/supportedChains'
import { defineRoute } from './defineRoute'

/** The blockchain data API (docs/product.md). */
export const CHAIN_DATA_ROUTES = {
  supportedChains: defineRoute({
    method: 'GET',
    path: '/v1/supported-chains',
    access: 'project',
    response: supportedChainsResponseSchema,
  }),
  /** The JSON-RPC proxy, `?chainId=eip155:1`: the page's and the frame's rpcUrl. */
  rpcProxy: defineRoute({ method: 'POST', path: '/v1', access: 'frame' }),
  balance: defineRoute({
    method: 'GET',
    path: '/v1/account/:address/balance',
    access: 'project',
    response: balanceResponseSchema,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/v1/account/:address/history',
    access: 'project',
    response: historyResponseSchema,
  }),
  nfts: defineRoute({
    method: 'GET',
    path: '/v1/account/:address/nfts',
    access: 'project',
    response: nftsResponseSchema,
  }),
  price: defineRoute({
    method: 'POST',
    path: '/v1/fungible/price',
    access: 'project',
    body: priceRequestSchema,
    response: priceResponseSchema,
  }),
  identity: defineRoute({
    method: 'GET',
    path: '/v1/identity/:address',
    access: 'project',
    response: identityResponseSchema,
  }),
} as const
