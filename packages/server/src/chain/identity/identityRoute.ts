import type { IdentityResponse } from '@foyer/protocol'
import { CHAIN_DATA_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route'
import { parseAccountAddress } from '../parseAccountAddress'
import type { IdentitySource } from './identitySource'

/**
 * `GET /v1/identity/{address}` (docs/product.md) → `{ name, avatar }` from the identity source; a bad
 * address is a 400 INVALID_PARAMS.
 */
export function identityRoute(app: FastifyInstance, { source }: { source: IdentitySource }): void {
  route(app, CHAIN_DATA_ROUTES.identity, async (request): Promise<IdentityResponse> => {
    return source.identity(parseAccountAddress(request.params.address))
  })
}
