import {
  DEFAULT_CACHE_LIFETIME_MS,
  type RemoteConfigResponse,
  type RemoteFeature,
  STARTUP_ROUTE_PATHS,
} from '@foyer/protocol'
import type { ApiClient } from '../api/createApiClient'
import type { FoyerStorage } from '../storage/createStorage'
import { STORAGE_KEYS } from '../storage/storageKeys'

type Cached = { projectId: string; fetchedAt: number; features: RemoteFeature[] }

function isCached(value: unknown): value is Cached {
  const candidate = value as Partial<Cached> | null
  return (
    typeof candidate?.projectId === 'string' &&
    typeof candidate.fetchedAt === 'number' &&
    Array.isArray(candidate.features)
  )
}

/**
 * The project's remote features (`GET /appkit/v1/config`), kept on the device for
 * DEFAULT_CACHE_LIFETIME_MS (5 minutes). Throws when they cannot be had.
 */
export async function loadRemoteFeatures(
  api: ApiClient,
  storage: FoyerStorage,
  projectId: string,
  now: () => number = Date.now,
): Promise<{ features: RemoteFeature[]; source: 'remote' | 'cache' }> {
  const cached = storage.get(STORAGE_KEYS.remoteFeatures, (value) =>
    isCached(value) ? value : undefined,
  )
  if (
    cached &&
    cached.projectId === projectId &&
    now() - cached.fetchedAt < DEFAULT_CACHE_LIFETIME_MS
  ) {
    return { features: cached.features, source: 'cache' }
  }
  const response = await api.get<RemoteConfigResponse>(STARTUP_ROUTE_PATHS.remoteConfig)
  if (!Array.isArray(response?.features)) throw new Error('Malformed /appkit/v1/config response')
  storage.set(STORAGE_KEYS.remoteFeatures, {
    projectId,
    fetchedAt: now(),
    features: response.features,
  })
  return { features: response.features, source: 'remote' }
}
