import { isOriginAllowed, STARTUP_ROUTE_PATHS } from '@foyer/protocol'
import { type ApiClient, HttpError } from '../api/createApiClient'

export type OriginCheck =
  | { status: 'allowed' }
  | { status: 'denied'; origin: string }
  | { status: 'error'; code: 'RATE_LIMITED' | 'SERVER_ERROR' }

class AllowedOriginsError extends Error {
  constructor(readonly code: 'RATE_LIMITED' | 'SERVER_ERROR') {
    super(code)
  }
}

/**
 * `GET /projects/v1/origins` (docs/product.md): HTTP 429 gives RATE_LIMITED, 5xx gives SERVER_ERROR,
 * any other failure gives an empty list.
 */
export async function fetchAllowedOrigins(api: ApiClient): Promise<string[]> {
  try {
    const response = await api.get<{ allowedOrigins?: unknown }>(STARTUP_ROUTE_PATHS.allowedOrigins)
    const origins = response?.allowedOrigins
    return Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : []
  } catch (error) {
    if (error instanceof HttpError && error.status === 429)
      throw new AllowedOriginsError('RATE_LIMITED')
    if (error instanceof HttpError && error.status >= 500)
      throw new AllowedOriginsError('SERVER_ERROR')
    return []
  }
}

/** Whether this page's origin is on the project's allowed-origins list. */
export async function checkAllowedOrigin(api: ApiClient, origin: string): Promise<OriginCheck> {
  try {
    const allowed = await fetchAllowedOrigins(api)
    return isOriginAllowed(origin, allowed) ? { status: 'allowed' } : { status: 'denied', origin }
  } catch (error) {
    if (error instanceof AllowedOriginsError) return { status: 'error', code: error.code }
    throw error
  }
}
