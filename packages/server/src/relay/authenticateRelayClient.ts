import type { FastifyRequest } from 'fastify'
import { ApiError } from '../http/apiError'
import { parseProjectId } from '../http/parseSdkParams'
import { getProject } from '../projects/getProject'
import type { Queryable } from '../store/database'
import { verifyRelayJwt } from './verifyRelayJwt'

export interface RelayClientCheck {
  db: Queryable
  /** The API's public URL (PUBLIC_API_URL): a JWT for its host is ours too, behind a proxy. */
  publicApiUrl: string
  /** Milliseconds since the epoch. */
  now: number
}

/**
 * Checks a relay connection request before the upgrade: `projectId` names a project of this
 * server (unknown projects are refused, as on every project route) and `auth` is a valid JWT for
 * this relay. Returns the client id; throws a 401/403 ApiError that refuses the upgrade.
 */
export async function authenticateRelayClient(
  request: FastifyRequest,
  check: RelayClientCheck,
): Promise<{ clientId: string; projectId: string }> {
  const projectId = parseProjectId(request.query)
  const query = (request.query ?? {}) as Record<string, unknown>
  const clientId = await verifyRelayJwt(query.auth, {
    hosts: [request.host, new URL(check.publicApiUrl).host],
    now: check.now,
  })
  if (!(await getProject(check.db, projectId))) {
    throw new ApiError(403, 'UNKNOWN_PROJECT', { params: { projectId } })
  }
  // The client id is stored with every message it publishes (Postgres text: no NUL).
  if (clientId.includes('\u0000') || clientId.length > 1024) {
    throw new ApiError(401, 'RELAY_AUTH_INVALID', 'auth has an iss the relay cannot keep')
  }
  return { clientId, projectId }
}
