import type { IdentityResponse } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { parseAccountAddress } from '../parseAccountAddress'
import type { IdentitySource } from './identitySource'

type Route = { Params: { address: string } }

/**
 * `GET /v1/identity/{address}` (spec §7) → `{ name, avatar }` from the identity source; a bad
 * address is a 400 INVALID_PARAMS.
 */
export function identityRoute(app: FastifyInstance, { source }: { source: IdentitySource }): void {
  app.get<Route>('/v1/identity/:address', async (request): Promise<IdentityResponse> => {
    return source.identity(parseAccountAddress(request.params.address))
  })
}
