import {
  createNameMessage,
  evmCoinType,
  FoyerError,
  nameLabelProblem,
  normalizeNameLabel,
} from '@foyer/protocol'
import { type Config, signMessage } from '@wagmi/core'
import type { ErrorNotice } from '../errors/errorNotice'
import { toErrorNotice } from '../errors/toErrorNotice'
import type { Logger } from '../logger/createLogger'
import type { Router } from '../router/createRouter'
import { type AccountState, evmAddress } from '../state/accountState'
import type { NetworkState } from '../state/networkState'
import { createStore, type Store } from '../store/createStore'
import type { NameCache } from './createNameCache'
import type { NamesApi } from './createNamesApi'
import {
  INITIAL_NAME_REGISTRATION_STATE,
  type NameRegistrationState,
} from './nameRegistrationState'

/** How long typing must pause before the name is checked (as the wallet search's 300 ms, docs/product.md). */
export const NAME_CHECK_DEBOUNCE_MS = 300

export type NameRegistration = Pick<Store<NameRegistrationState>, 'get' | 'subscribe'> & {
  /** A new registration on RegisterAccountName. */
  start(): void
  /** The typed name: checked locally at once, with the server after NAME_CHECK_DEBOUNCE_MS. */
  setInput(input: string): void
  /** Takes a suggested full name (`alice1.foyer.id`) and checks it without waiting. */
  choose(name: string): void
  /**
   * Registers the typed name: builds the message, asks the connected wallet to sign it, sends
   * it, then shows RegisterAccountNameSuccess; after a failure RegisterAccountName shows why
   * (docs/product.md).
   */
  register(): Promise<void>
  reset(): void
}

type Readable<T> = { get(): T }

/** The name registration views' flow (ChooseAccountName → RegisterAccountName → success). */
export function createNameRegistration(deps: {
  api: Pick<NamesApi, 'suggestions' | 'register'>
  /** wagmi's config: the connected wallet signs (browser wallet or embedded alike). */
  config: Config
  account: Readable<Pick<AccountState, 'address' | 'namespace'>>
  network: Readable<Pick<NetworkState, 'caipNetwork'>>
  router: Pick<Router, 'get' | 'push' | 'replace' | 'reset'>
  cache: NameCache
  logger: Logger
  now?: () => number
  debounceMs?: number
}): NameRegistration {
  const now = deps.now ?? Date.now
  const debounceMs = deps.debounceMs ?? NAME_CHECK_DEBOUNCE_MS
  const store = createStore<NameRegistrationState>(INITIAL_NAME_REGISTRATION_STATE)
  let checkId = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  function setInput(input: string, wait = debounceMs) {
    const label = normalizeNameLabel(input)
    const problem = label === '' ? undefined : nameLabelProblem(label)
    const id = ++checkId
    clearTimeout(timer)
    // Variants help a short name or one with a hyphen at an end; other problems ask nothing.
    const askable = label !== '' && problem !== 'invalidCharacters' && problem !== 'tooLong'
    store.set((state) => ({
      ...state,
      input,
      label,
      problem,
      availability: askable && !problem ? 'checking' : 'idle',
      fullName: undefined,
      suggestions: askable ? state.suggestions : [],
      suggestionsLoading: askable,
      error: undefined,
    }))
    if (askable) timer = setTimeout(() => void check(id, label), wait)
  }

  async function check(id: number, label: string) {
    try {
      const suggestions = await deps.api.suggestions(label)
      if (id !== checkId) return
      const own = suggestions.find((entry) => entry.name.startsWith(`${label}.`))
      const valid = !store.get().problem
      store.set({
        suggestions: suggestions.filter((entry) => entry !== own),
        suggestionsLoading: false,
        availability: !valid
          ? 'idle'
          : !own
            ? 'error'
            : own.registered
              ? 'registered'
              : 'available',
        fullName: own?.name,
      })
    } catch (error) {
      if (id !== checkId) return
      deps.logger.warn('Could not check the name', String(error))
      store.set({
        suggestions: [],
        suggestionsLoading: false,
        availability: store.get().problem ? 'idle' : 'error',
        error: toErrorNotice(error, 'NAME_SUGGESTIONS_FAILED'),
      })
    }
  }

  function fail(error: ErrorNotice) {
    store.set({ step: 'editing', error })
    if (deps.router.get().view !== 'RegisterAccountName') deps.router.replace('RegisterAccountName')
  }

  async function register() {
    const state = store.get()
    if (state.step === 'signing' || state.step === 'registering') return
    // Names are eip155 only (docs/product.md#networks).
    const address = evmAddress(deps.account.get())
    if (!address) return fail({ code: 'NO_ADDRESS_OR_CONNECTOR' })
    const network = deps.network.get().caipNetwork
    let coinType: number
    try {
      if (network?.chainNamespace !== 'eip155') throw new FoyerError('NETWORK_NOT_FOUND')
      coinType = evmCoinType(Number(network.id))
    } catch {
      return fail({ code: 'NETWORK_NOT_FOUND' })
    }
    const name = state.fullName
    if (!name || state.problem || state.availability !== 'available') return
    const message = createNameMessage({
      name,
      coin_type: coinType,
      address,
      timestamp: Math.floor(now() / 1000),
    })
    store.set({ step: 'signing', error: undefined })
    try {
      const signature = await signMessage(deps.config, { message, account: address })
      store.set({ step: 'registering' })
      await deps.api.register({ coin_type: coinType, address, message, signature })
    } catch (error) {
      deps.logger.error(`Error registering name ${name}`, String(error))
      // A NamesApiError carries the API's reason (a name taken meanwhile) as its details.
      return fail(toErrorNotice(error, 'NAME_REGISTER_FAILED', { name }))
    }
    deps.cache.set(address, name)
    store.set({ step: 'registered', registeredName: name })
    deps.router.reset('Account')
    deps.router.push('RegisterAccountNameSuccess')
  }

  function reset() {
    checkId++
    clearTimeout(timer)
    store.set(INITIAL_NAME_REGISTRATION_STATE)
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    start() {
      reset()
      deps.router.push('RegisterAccountName')
    },
    setInput: (input) => setInput(input),
    choose: (name) => setInput(name.split('.')[0] ?? name, 0),
    register,
    reset,
  }
}
