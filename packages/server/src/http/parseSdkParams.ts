import { projectIdSchema, type SdkParams, sdkParamsSchema } from '@foyer/protocol'
import { ApiError } from './apiError'

function asRecord(query: unknown): Record<string, unknown> {
  return (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>
}

/**
 * The projectId query parameter: missing is a 401 PROJECT_ID_REQUIRED, malformed a 401
 * INVALID_PARAMS (every project route, and the relay's connection request).
 */
export function parseProjectId(query: unknown): string {
  const { projectId } = asRecord(query)
  if (projectId === undefined || projectId === '') {
    throw new ApiError(401, 'PROJECT_ID_REQUIRED')
  }
  const parsed = projectIdSchema.safeParse(projectId)
  if (!parsed.success) {
    throw new ApiError(401, 'INVALID_PARAMS', 'projectId must be 32 hex characters (0-9, a-f)')
  }
  return parsed.data
}

/**
 * The product’s query parameters from a parsed query string. A missing or malformed projectId
 * is a 401 (PROJECT_ID_REQUIRED / INVALID_PARAMS); a missing or malformed st or sv is a 400.
 */
export function parseSdkParams(query: unknown): SdkParams {
  const projectId = parseProjectId(query)
  const { st, sv } = asRecord(query)
  for (const [name, value, meaning] of [
    ['st', st, 'sdk type'],
    ['sv', sv, 'sdk version'],
  ] as const) {
    if (value === undefined || value === '') {
      throw new ApiError(400, 'INVALID_PARAMS', `${name} (${meaning}) is required`)
    }
  }
  const parsed = sdkParamsSchema.safeParse({ projectId, st, sv })
  if (!parsed.success) {
    const name = String(parsed.error.issues[0]?.path[0])
    throw new ApiError(400, 'INVALID_PARAMS', `${name} must be one string of 1 to 64 characters`)
  }
  return parsed.data
}
