import type { ApiClient } from '../api/createApiClient'
import type { Logger } from '../logger/createLogger'
import { checkAllowedOrigin, type OriginCheck } from '../remoteConfig/checkAllowedOrigin'
import { loadRemoteFeatures } from '../remoteConfig/loadRemoteFeatures'
import type { FoyerStorage } from '../storage/createStorage'
import { createStore, type Store } from '../store/createStore'
import { type Features, type FeaturesInput, resolveFeatures } from './resolveFeatures'

export type RemoteConfigState = {
  /** Where the remote-backed features came from; `defaults` until (or unless) the server answered. */
  source: 'defaults' | 'remote' | 'cache'
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The allowed-origins check, run when email or social sign-in is on. */
  origin: OriginCheck | { status: 'unchecked' }
}

type Deps = {
  api: ApiClient | undefined
  projectId: string | undefined
  storage: FoyerStorage
  logger: Logger
  localFeatures: FeaturesInput | undefined
  features: Store<Features>
  origin: string | undefined
}

/**
 * Fetches the project's remote features (cached 5 minutes) and merges them under the dapp's
 * explicit settings; then, when email or social sign-in is on, checks this page's origin.
 */
export function startRemoteConfig(deps: Deps): Store<RemoteConfigState> {
  const state = createStore<RemoteConfigState>({
    source: 'defaults',
    status: 'idle',
    origin: { status: 'unchecked' },
  })
  const { api, projectId } = deps
  if (!api || !projectId) return state

  async function run(client: ApiClient, id: string) {
    state.set({ status: 'loading' })
    try {
      const { features, source } = await loadRemoteFeatures(client, deps.storage, id)
      deps.features.set(resolveFeatures(deps.localFeatures, features))
      state.set({ status: 'ready', source })
    } catch (error) {
      deps.logger.error('Remote features unavailable; using the defaults', String(error))
      state.set({ status: 'error' })
    }
    const { email, socials } = deps.features.get()
    if (deps.origin && (email || socials.length > 0)) {
      state.set({ origin: await checkAllowedOrigin(client, deps.origin) })
    }
  }
  void run(api, projectId)
  return state
}
