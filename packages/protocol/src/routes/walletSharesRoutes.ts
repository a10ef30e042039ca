import {
  authShareResponseSchema,
  recoveryShareResponseSchema,
  storeSharesRequestSchema,
  storeSharesResponseSchema,
} from '../auth/walletSharesSchemas'
import { defineRoute } from './defineRoute'

/** The embedded wallet's key shares (the frame's routes, bearer session). */
export const WALLET_SHARES_ROUTES = {
  store: defineRoute({
    method: 'POST',
    path: '/wallet/v1/shares',
    access: 'frame',
    body: storeSharesRequestSchema,
    response: storeSharesResponseSchema,
  }),
  authShare: defineRoute({
    method: 'GET',
    path: '/wallet/v1/shares/auth',
    access: 'frame',
    response: authShareResponseSchema,
  }),
  recoveryShare: defineRoute({
    method: 'GET',
    path: '/wallet/v1/shares/recovery',
    access: 'frame',
    response: recoveryShareResponseSchema,
  }),
} as const
