import {
  accountSessionsResponseSchema,
  revokeSessionRequestSchema,
  revokeSessionResponseSchema,
} from '../smartAccounts/accountSessions'
import { defineRoute } from './defineRoute'

/**
 * The session keys of a FoyerAccount (ERC-7715 permissions; docs/product.md#session-permissions),
 * read from the chain: `GET /v1/sessions/:address` (`?chainId=eip155:31337`, or every
 * smart-account network) and `POST /v1/sessions/:address/revoke?chainId=` `{ pci, signature }`,
 * which the API's relayer sends on chain with the owner's signature (the relayer pays the gas).
 */
export const SESSION_ROUTES = {
  sessions: defineRoute({
    method: 'GET',
    path: '/v1/sessions/:address',
    access: 'frame',
    response: accountSessionsResponseSchema,
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/v1/sessions/:address/revoke',
    access: 'frame',
    body: revokeSessionRequestSchema,
    response: revokeSessionResponseSchema,
  }),
} as const
