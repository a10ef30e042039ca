import {
  DEFAULT_CACHE_LIFETIME_MS,
  type RemoteConfigResponse,
  type RemoteFeature,
  STARTUP_ROUTE_PATHS,
  TIMEZONE_QUERY_PARAM,
} from '@foyer/protocol'
import type { ApiClient } from '../api/createApiClient'
import type { FoyerStorage } from '../storage/createStorage'
import { STORAGE_KEYS } from '../storage/storageKeys'
import { visitorTimezone } from './visitorTimezone'

type Cached = {
  projectId: string
  /** The `tz` the answer was asked with (swaps and onramp depend on it). */
  timezone?: string
  fetchedAt: number
  features: RemoteFeature[]
}

function isCached(value: unknown): value is Cached {
  const candidate = value as Partial<Cached> | null
  return (
    typeof candidate?.projectId === 'string' &&
    typeof candidate.fetchedAt === 'number' &&
    Array.isArray(candidate.features)
  )
}

/**
 * The project's remote features (`GET /appkit/v1/config`, with the visitor's timezone as `tz`
 * when the browser reports one), kept on the device for DEFAULT_CACHE_LIFETIME_MS (5 minutes).
 * Throws when they cannot be had.
 */
export async function loadRemoteFeatures(
  api: ApiClient,
  storage: FoyerStorage,
  projectId: string,
  now: () => number = Date.now,
  /** The visitor's timezone; null: send none. */
  timezone: string | null = visitorTimezone() ?? null,
): Promise<{ features: RemoteFeature[]; source: 'remote' | 'cache' }> {
  const cached = storage.get(STORAGE_KEYS.remoteFeatures, (value) =>
    isCached(value) ? value : undefined,
  )
  if (
    cached &&
    cached.projectId === projectId &&
    (cached.timezone ?? null) === timezone &&
    now() - cached.fetchedAt < DEFAULT_CACHE_LIFETIME_MS
  ) {
    return { features: cached.features, source: 'cache' }
  }
  const response = await api.get<RemoteConfigResponse>(STARTUP_ROUTE_PATHS.remoteConfig, {
    [TIMEZONE_QUERY_PARAM]: timezone ?? undefined,
  })
  if (!Array.isArray(response?.features)) throw new Error('Malformed /appkit/v1/config response')
  storage.set(STORAGE_KEYS.remoteFeatures, {
    projectId,
    ...(timezone === null ? {} : { timezone }),
    fetchedAt: now(),
    features: response.features,
  })
  return { features: response.features, source: 'remote' }
}
