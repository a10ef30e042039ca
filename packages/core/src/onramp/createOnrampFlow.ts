import {
  API_ERROR_MESSAGES,
  type ApiErrorCode,
  type CaipNetworkId,
  type OnrampFiatCurrency,
  type OnrampPaymentMethod,
  type OnrampQuoteRequest,
} from '@foyer/protocol'
import type { AccountTarget } from '../account/accountTarget'
import { HttpError } from '../api/createApiClient'
import type { ErrorNotice } from '../errors/errorNotice'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Router } from '../router/createRouter'
import { createStore, type Store } from '../store/createStore'
import { checkOnrampAmount } from './checkOnrampAmount'
import type { OnrampApi } from './createOnrampApi'
import { completeOnrampChoice, onrampLimit, onrampProvider } from './onrampChoice'
import { INITIAL_ONRAMP_STATE, type OnrampState } from './onrampState'

export type OnrampFlow = Pick<Store<OnrampState>, 'get' | 'subscribe'> & {
  /** Starts a new purchase on the Buy view (loading the providers the first time). */
  open(): void
  /** Fetches the providers again (after a failure). */
  loadOptions(): Promise<void>
  setProvider(id: string): void
  setFiatCurrency(currency: OnrampFiatCurrency): void
  setPaymentMethod(method: OnrampPaymentMethod): void
  setNetwork(network: CaipNetworkId): void
  setToken(token: string): void
  setAmount(amount: string): void
  /** Checks the amount against the limits, then (only if it is within them) asks for a quote. */
  requestQuote(): Promise<void>
  /**
   * Hands the quoted purchase to its provider: opens a popup at once (call from the click), puts
   * the provider's page in it (a link instead when popups are blocked), shows BuyInProgress and
   * follows the purchase until it is delivered or fails. `{ view: false }` (Pay buying first)
   * stays on the view that called it, which shows the purchase itself.
   */
  handOff(options?: { view?: boolean }): Promise<void>
  /** From a failed purchase, back to the Buy view with the same choices. */
  tryAgain(): void
  /** Leaves a finished purchase for the Account view. */
  finish(): void
  reset(): void
}

/** What the flow needs of a window it opened: where it goes, and to cut it from this page. */
export type OnrampWindow = { location: { href: string }; opener: unknown; close(): void }

type Deps = {
  api: OnrampApi
  target(): AccountTarget | undefined
  router: Pick<Router, 'push' | 'goBack' | 'reset' | 'get'>
  modal: Pick<Modal, 'shake'>
  logger: Logger
  /** After a purchase is delivered: balances and activity are fetched again. */
  onSettled(): void
  /** Opens an empty popup; null when the browser blocked it. Default: `window.open`. */
  openWindow?: () => OnrampWindow | null
  /** How often a handed-off purchase is asked about. */
  pollMs?: number
  /** How long a purchase is followed before the flow stops asking (it stays in Activity). */
  followMs?: number
  now?: () => number
}

/** A purchase is asked about every 2 s while it is followed. */
export const ONRAMP_POLL_MS = 2_000
/** … for at most 30 minutes (a payment page left open); Activity lists it afterwards. */
export const ONRAMP_FOLLOW_MS = 30 * 60_000

/** The popup the provider's page opens in: a window of its own, beside the dapp. */
const POPUP_FEATURES = 'popup,width=480,height=760'

function defaultOpenWindow(): OnrampWindow | null {
  const open = globalThis.open as typeof globalThis.open | undefined
  return (open?.('', '_blank', POPUP_FEATURES) as OnrampWindow | null | undefined) ?? null
}

/** The notice of a failed API call: the server's own code when it named one. */
function apiNotice(error: unknown, fallback: ApiErrorCode): ErrorNotice {
  if (error instanceof HttpError) {
    return error.apiCode ? { code: error.apiCode } : { code: error.code, params: error.params }
  }
  return { code: fallback }
}

/** A provider's failure in our words when it is one of ours (the sandbox's are). */
function failureCode(failure: string | undefined): ApiErrorCode | undefined {
  if (!failure) return undefined
  return (Object.keys(API_ERROR_MESSAGES) as ApiErrorCode[]).find(
    (code) => API_ERROR_MESSAGES[code] === failure,
  )
}

/** Buying crypto with a provider (docs/product.md#buy): the Buy and BuyInProgress views. */
export function createOnrampFlow(deps: Deps): OnrampFlow {
  const now = deps.now ?? Date.now
  const pollMs = deps.pollMs ?? ONRAMP_POLL_MS
  const followMs = deps.followMs ?? ONRAMP_FOLLOW_MS
  const openWindow = deps.openWindow ?? defaultOpenWindow
  const store = createStore<OnrampState>(INITIAL_ONRAMP_STATE)
  /** Each quote and hand-off gets an id; answers for an older one no longer change the state. */
  let attempt = 0
  let optionsLoad: Promise<void> | undefined
  let pollTimer: ReturnType<typeof setTimeout> | undefined

  const activeNetwork = () => deps.target()?.network.caipNetworkId

  /** A changed choice: the quote and any error no longer hold. */
  function choose(next: Partial<OnrampState>) {
    attempt++
    const merged = { ...store.get(), ...next }
    store.set({
      ...next,
      ...completeOnrampChoice(merged, onrampProvider(merged), activeNetwork()),
      step: 'form',
      quote: undefined,
      error: undefined,
    })
  }

  function loadOptions(): Promise<void> {
    if (optionsLoad) return optionsLoad
    store.set({ optionsStatus: 'loading', error: undefined })
    optionsLoad = deps.api
      .options()
      .then(({ providers, sample }) => {
        const state = { ...store.get(), providers, sample }
        store.set({
          providers,
          sample,
          optionsStatus: 'ready',
          ...completeOnrampChoice(state, onrampProvider(state) ?? providers[0], activeNetwork()),
        })
      })
      .catch((error: unknown) => {
        deps.logger.error('The on-ramp providers could not be loaded', String(error))
        optionsLoad = undefined
        store.set({
          optionsStatus: 'error',
          error: apiNotice(error, 'ONRAMP_PROVIDER_UNAVAILABLE'),
        })
      })
    return optionsLoad
  }

  function fail(error: ErrorNotice) {
    store.set({ error })
    deps.modal.shake()
  }

  /** The purchase as the API takes it, with the amount checked; or why it cannot be asked. */
  function draft(): { request: OnrampQuoteRequest; error?: undefined } | { error: ErrorNotice } {
    const state = store.get()
    const provider = onrampProvider(state)
    if (!provider || !state.network || !state.token) {
      return { error: { code: 'ONRAMP_PROVIDER_UNAVAILABLE' } }
    }
    const checked = checkOnrampAmount(state.amount, {
      method: state.paymentMethod,
      currency: state.fiatCurrency,
      limit: onrampLimit(state),
    })
    if (checked.error) return { error: checked.error }
    return {
      request: {
        provider: provider.id,
        fiatAmount: checked.amount,
        fiatCurrency: state.fiatCurrency,
        paymentMethod: state.paymentMethod,
        network: state.network,
        token: state.token,
      },
    }
  }

  async function requestQuote() {
    const checked = draft()
    // Outside the limits (or no amount): said at once, and no quote is asked.
    if (checked.error) return fail(checked.error)
    const id = ++attempt
    store.set({ step: 'quoting', quote: undefined, error: undefined })
    try {
      const quote = await deps.api.quote(checked.request)
      if (id === attempt) store.set({ step: 'quoted', quote })
    } catch (error) {
      deps.logger.error('The on-ramp quote could not be fetched', String(error))
      if (id !== attempt) return
      store.set({ step: 'form' })
      fail(apiNotice(error, 'ONRAMP_PROVIDER_UNAVAILABLE'))
    }
  }

  async function handOff({ view = true }: { view?: boolean } = {}) {
    const state = store.get()
    const target = deps.target()
    const provider = onrampProvider(state)
    const checked = draft()
    if (state.step !== 'quoted' || !state.quote || !target || !provider || checked.error) return
    // Opened within the click that called this, before any wait: browsers allow that popup.
    const popup = openWindow()
    const id = ++attempt
    store.set({ step: 'opening', error: undefined, purchase: undefined })
    if (view) deps.router.push('BuyInProgress')
    try {
      const answer = await deps.api.url({
        ...checked.request,
        provider: provider.id,
        address: target.address,
      })
      if (id !== attempt) {
        popup?.close()
        return
      }
      if (popup) {
        // The provider's page gets no handle on this page.
        popup.opener = null
        popup.location.href = answer.url
      }
      store.set({
        step: 'pending',
        purchase: {
          id: answer.purchaseId,
          provider: provider.name,
          url: answer.url,
          popup: popup !== null,
          network: checked.request.network,
          txHash: undefined,
          failureCode: undefined,
          failure: undefined,
        },
      })
      if (answer.purchaseId) follow(id, target.address, answer.purchaseId, checked.request.network)
    } catch (error) {
      popup?.close()
      deps.logger.error('The on-ramp page could not be opened', String(error))
      if (id !== attempt) return
      store.set({ step: 'quoted' })
      if (deps.router.get().view === 'BuyInProgress') deps.router.goBack()
      fail(apiNotice(error, 'ONRAMP_PROVIDER_UNAVAILABLE'))
    }
  }

  /** Asks the history's `onramp` answer about the purchase until it ends (or we stop). */
  function follow(id: number, address: string, purchaseId: string, network: CaipNetworkId) {
    const until = now() + followMs
    const ask = async () => {
      pollTimer = undefined
      if (id !== attempt) return
      try {
        const page = await deps.api.purchases(address, { chainId: network })
        if (id !== attempt) return
        const entry = page.data.find((item) => item.id === purchaseId)
        const status = entry?.onramp?.status
        const purchase = store.get().purchase
        if (entry && purchase && status && status !== 'pending') {
          // An expired purchase (never paid) ended like a failed one: nothing taken, nothing sent.
          const failed = status !== 'completed'
          const failure = entry.onramp?.failure
          store.set({
            step: failed ? 'failed' : 'completed',
            purchase: {
              ...purchase,
              txHash: entry.metadata.hash || undefined,
              failureCode: failed ? failureCode(failure) : undefined,
              failure: failed ? failure : undefined,
            },
          })
          if (status === 'completed') deps.onSettled()
          return
        }
      } catch (error) {
        // A blip: asked again at the next tick.
        deps.logger.warn('The purchase could not be followed', String(error))
      }
      if (id === attempt && now() < until) pollTimer = setTimeout(ask, pollMs)
    }
    pollTimer = setTimeout(ask, pollMs)
  }

  function stop() {
    attempt++
    clearTimeout(pollTimer)
    pollTimer = undefined
  }

  function reset() {
    stop()
    const { providers, sample, optionsStatus } = store.get()
    const kept = { ...INITIAL_ONRAMP_STATE, providers, sample, optionsStatus }
    store.set({ ...kept, ...completeOnrampChoice(kept, providers[0], activeNetwork()) })
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    open() {
      reset()
      deps.router.push('Buy')
      if (store.get().optionsStatus !== 'ready') void loadOptions()
    },
    loadOptions,
    setProvider: (provider) => choose({ provider }),
    setFiatCurrency: (fiatCurrency) => choose({ fiatCurrency }),
    setPaymentMethod: (paymentMethod) => choose({ paymentMethod }),
    setNetwork: (network) => choose({ network, token: undefined }),
    setToken: (token) => choose({ token }),
    setAmount: (amount) => choose({ amount }),
    requestQuote,
    handOff,
    tryAgain() {
      stop()
      store.set({ step: 'form', quote: undefined, error: undefined, purchase: undefined })
      if (deps.router.get().view === 'BuyInProgress') deps.router.goBack()
      else deps.router.push('Buy')
    },
    finish() {
      reset()
      deps.router.reset('Account')
    },
    reset,
  }
}
