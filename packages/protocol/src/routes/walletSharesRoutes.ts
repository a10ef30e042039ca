import {
  addRecoveryMethodRequestSchema,
  authShareResponseSchema,
  custodianReleaseRequestSchema,
  custodianReleaseResponseSchema,
  protectWalletRequestSchema,
  recoveryRecordSchema,
  recoveryShareResponseSchema,
  removeRecoveryPasskeyRequestSchema,
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
  /** Legacy and custodial: only for wallets that still have a server-held recovery share. */
  recoveryShare: defineRoute({
    method: 'GET',
    path: '/wallet/v1/shares/recovery',
    access: 'frame',
    response: recoveryShareResponseSchema,
  }),
  protect: defineRoute({
    method: 'POST',
    path: '/wallet/v1/shares/protect',
    access: 'frame',
    body: protectWalletRequestSchema,
    response: recoveryRecordSchema,
  }),
  recovery: defineRoute({
    method: 'GET',
    path: '/wallet/v1/recovery',
    access: 'frame',
    response: recoveryRecordSchema,
  }),
  addRecoveryMethod: defineRoute({
    method: 'POST',
    path: '/wallet/v1/recovery/methods',
    access: 'frame',
    body: addRecoveryMethodRequestSchema,
    response: recoveryRecordSchema,
  }),
  removeRecoveryPasskey: defineRoute({
    method: 'POST',
    path: '/wallet/v1/recovery/passkeys/remove',
    access: 'frame',
    body: removeRecoveryPasskeyRequestSchema,
    response: recoveryRecordSchema,
  }),
  /** Custodial email recovery: only where the operator runs a custodian (docs/security.md). */
  custodianRelease: defineRoute({
    method: 'POST',
    path: '/wallet/v1/recovery/custodian/release',
    access: 'frame',
    body: custodianReleaseRequestSchema,
    response: custodianReleaseResponseSchema,
  }),
} as const
