import {
  SIWX_PATHS,
  siwxNonceResponseSchema,
  siwxSessionSchema,
  siwxVerifyRequestSchema,
} from '../siwx/siwxSchemas'
import { defineRoute } from './defineRoute'

/** The SIWX session routes, called by the page with its cookies (see SIWX_PATHS). */
export const SIWX_ROUTES = {
  nonce: defineRoute({
    method: 'GET',
    path: SIWX_PATHS.nonce,
    access: 'project',
    response: siwxNonceResponseSchema,
  }),
  verify: defineRoute({
    method: 'POST',
    path: SIWX_PATHS.verify,
    access: 'project',
    body: siwxVerifyRequestSchema,
    response: siwxSessionSchema,
  }),
  /** 401 when the cookie names no session. */
  me: defineRoute({
    method: 'GET',
    path: SIWX_PATHS.me,
    access: 'project',
    response: siwxSessionSchema,
  }),
  signOut: defineRoute({ method: 'POST', path: SIWX_PATHS.signOut, access: 'project' }),
} as const
