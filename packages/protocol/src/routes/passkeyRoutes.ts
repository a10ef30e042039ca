import {
  passkeyListSchema,
  passkeyLoginOptionsRequestSchema,
  passkeyLoginOptionsResponseSchema,
  passkeyLoginVerifyRequestSchema,
  passkeyLoginVerifyResponseSchema,
  passkeyRegisterOptionsRequestSchema,
  passkeyRegisterOptionsResponseSchema,
  passkeyRegisterVerifyRequestSchema,
  passkeyRemoveRequestSchema,
  passkeySummarySchema,
} from '../auth/passkeyAuthSchemas'
import { defineRoute } from './defineRoute'

/**
 * Passkeys (WebAuthn) for the frame: registering one (bearer session), signing in with one (no
 * session: a discoverable credential), and listing and removing the signed-in user's.
 */
export const PASSKEY_ROUTES = {
  registerOptions: defineRoute({
    method: 'POST',
    path: '/auth/v1/passkeys/register/options',
    access: 'frame',
    body: passkeyRegisterOptionsRequestSchema,
    response: passkeyRegisterOptionsResponseSchema,
  }),
  registerVerify: defineRoute({
    method: 'POST',
    path: '/auth/v1/passkeys/register/verify',
    access: 'frame',
    body: passkeyRegisterVerifyRequestSchema,
    response: passkeySummarySchema,
  }),
  loginOptions: defineRoute({
    method: 'POST',
    path: '/auth/v1/passkeys/login/options',
    access: 'frame',
    body: passkeyLoginOptionsRequestSchema,
    response: passkeyLoginOptionsResponseSchema,
  }),
  loginVerify: defineRoute({
    method: 'POST',
    path: '/auth/v1/passkeys/login/verify',
    access: 'frame',
    body: passkeyLoginVerifyRequestSchema,
    response: passkeyLoginVerifyResponseSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/auth/v1/passkeys',
    access: 'frame',
    response: passkeyListSchema,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/auth/v1/passkeys/remove',
    access: 'frame',
    body: passkeyRemoveRequestSchema,
    response: passkeyListSchema,
  }),
} as const
