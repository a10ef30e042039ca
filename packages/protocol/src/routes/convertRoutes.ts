import {
  swapAllowanceResponseSchema,
  swapApproveResponseSchema,
  swapBuildRequestSchema,
  swapBuildResponseSchema,
  swapGasPriceResponseSchema,
  swapQuoteResponseSchema,
  swapTokensResponseSchema,
} from '../swap/swapSchemas'
import { defineRoute } from './defineRoute'

/**
 * The swap API (docs/product.md#swap), each on `?chainId=eip155:N`: the tokens, a quote, the
 * user's allowance to the swap's spender, the gas price, and the approve and swap transactions
 * the user then sends from their own wallet. The server never holds or sends the user's funds.
 */
export const CONVERT_ROUTES = {
  tokens: defineRoute({
    method: 'GET',
    path: '/v1/convert/tokens',
    access: 'project',
    response: swapTokensResponseSchema,
  }),
  quotes: defineRoute({
    method: 'GET',
    path: '/v1/convert/quotes',
    access: 'project',
    response: swapQuoteResponseSchema,
  }),
  allowance: defineRoute({
    method: 'GET',
    path: '/v1/convert/allowance',
    access: 'project',
    response: swapAllowanceResponseSchema,
  }),
  gasPrice: defineRoute({
    method: 'GET',
    path: '/v1/convert/gas-price',
    access: 'project',
    response: swapGasPriceResponseSchema,
  }),
  buildApprove: defineRoute({
    method: 'GET',
    path: '/v1/convert/build-approve',
    access: 'project',
    response: swapApproveResponseSchema,
  }),
  buildTransaction: defineRoute({
    method: 'POST',
    path: '/v1/convert/build-transaction',
    access: 'project',
    body: swapBuildRequestSchema,
    response: swapBuildResponseSchema,
  }),
} as const
