import type { Foyer, WagmiState } from '@foyer/core'
import type { Locale } from '@foyer/protocol'
import { type QueryClient, QueryClientContext } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, useEffect, useReducer, useState } from 'react'
import { WagmiContext } from 'wagmi'
import { FoyerContext, useBaseStrings, useFoyer, useStore } from '../hooks/useFoyer'
import type { StringsInput } from '../locale/en'
import { loadTable } from '../locale/localeTables'
import { whenLoadedAndIdle } from './whenIdle'

type ModalModule = typeof import('../modal/Modal')

let modalModule: Promise<ModalModule> | undefined
/** The modal's code once loaded: a later open renders it in the same render, with no await. */
let loadedModal: ComponentType | undefined
function loadModal(): Promise<ModalModule> {
  modalModule ??= import('../modal/Modal').then((module) => {
    loadedModal = module.default
    return module
  })
  return modalModule
}

/** Languages whose table has arrived (or failed, leaving English): the modal waits for these. */
const settledLocales = new Set<Locale>()
function settleTable(locale: Locale): Promise<unknown> {
  return loadTable(locale).finally(() => settledLocales.add(locale))
}

/** Starts loading the modal's code, e.g. when a pointer nears the connect button. */
export function preloadModal(): void {
  void loadModal().catch(() => {
    // The open that needs it tries again and says why.
    modalModule = undefined
  })
}

export type FoyerProviderProps = {
  foyer: Foyer
  /**
   * Strings to show instead of English ones: any key of the table (`en`), replaced whole; the
   * words of error codes under `errors`, code by code (the others stay English).
   */
  strings?: StringsInput
  /** The QueryClient of wagmi's own hooks, for the app's components (the kit needs none). */
  queryClient?: QueryClient
  /**
   * The connection state the server rendered with (server rendering, with `ssr: true`): from
   * `cookieToInitialState(cookieHeader)`, so that a returning visitor's account renders on the
   * server and the first client render agrees with it.
   */
  initialState?: WagmiState
  children: ReactNode
}

/**
 * Gives its children the Foyer client, and wagmi for the app's components that call wagmi's own
 * hooks: the app's `wagmiConfig` (from `createWagmiConfig`, or its own) from the first render,
 * else the config Foyer builds right after it; and the `queryClient` given.
 */
export function FoyerProvider({
  foyer,
  strings,
  queryClient,
  initialState,
  children,
}: FoyerProviderProps) {
  const [value] = useState(() => {
    // A server-rendered page (`ssr`): the server and the hydrating render show initialState.
    foyer.hydrate(initialState)
    return { foyer, strings: strings ?? {} }
  })
  const wagmiConfig = useStore(foyer.wagmi).value?.config ?? foyer.wagmi.dappConfig
  // After hydration: wagmi restores the state (with `ssr`: initialState, then storage) and
  // reconnects (the lazy connectors load their part when this device used it).
  const { locale } = foyer
  useEffect(() => {
    void foyer.reconnect()
  }, [foyer])
  // The language's table (its own chunk) loads at once: the button and toasts speak it early.
  useEffect(() => {
    void settleTable(locale)
  }, [locale])
  return (
    <WagmiContext.Provider value={wagmiConfig}>
      <QueryClientContext.Provider value={queryClient}>
        <FoyerContext.Provider value={value}>
          {children}
          <ModalMount />
          <ToastsMount />
        </FoyerContext.Provider>
      </QueryClientContext.Provider>
    </WagmiContext.Provider>
  )
}

/**
 * Mounts the modal: its code loads at the first idle moment after the page has loaded, and at
 * the latest in the very call that opens it, however it is opened (the kit's button, the
 * `useFoyerModal()` hook, `foyer.open()`); it waits for wagmi too (the wallets it lists). Loaded
 * on idle, it mounts closed in its standby (hidden, laid out), so an open is one render and a
 * style change. The code is awaited outside React: a Suspense boundary would hold the reveal back
 * by React's fallback throttle (300 ms).
 */
function ModalMount() {
  const foyer = useFoyer()
  const { open } = useStore(foyer.modal)
  const strings = useBaseStrings()
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  const wagmiReady = useStore(foyer.wagmi).value !== undefined
  const { modal, router, locale, wagmi } = foyer
  useEffect(() => {
    let live = true
    const start = () =>
      Promise.all([
        loadModal().then((module) => module.loadView(router.get().view)),
        wagmi.load(),
      ]).catch(() => undefined)
    const unsubscribe = modal.subscribe(() => {
      if (modal.get().open) void start()
    })
    const cancel = whenLoadedAndIdle(() => {
      void Promise.allSettled([start(), settleTable(locale)]).then(() => live && arrived())
    })
    return () => {
      live = false
      unsubscribe()
      cancel()
    }
  }, [modal, router, locale, wagmi])
  // The modal shows in its language from its first frame: it waits for the table too.
  const ready = loadedModal !== undefined && settledLocales.has(locale) && wagmiReady
  useEffect(() => {
    if (!open || ready) return
    let live = true
    Promise.all([loadModal(), settleTable(locale), foyer.wagmi.load()]).then(
      () => live && arrived(),
      (error: unknown) => {
        foyer.logger.error('The modal failed to load', String(error))
        modalModule = undefined
        foyer.close()
        foyer.toasts.show('error', strings.modalLoadFailed)
      },
    )
    return () => {
      live = false
    }
  }, [open, ready, locale, foyer, strings])
  const Modal = loadedModal
  return ready && Modal ? <Modal /> : null
}

let loadedToasts: ComponentType | undefined

/**
 * Mounts the toasts' live regions once their code has loaded: at the first idle moment (so that
 * the regions exist before a toast is announced in them), or at once for a toast shown earlier.
 */
function ToastsMount() {
  const foyer = useFoyer()
  const { toast } = useStore(foyer.toasts)
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (loadedToasts) return
    let live = true
    const load = () =>
      import('../ui/Toasts').then(
        (module) => {
          loadedToasts = module.Toasts
          if (live) arrived()
        },
        // The next toast tries again.
        () => undefined,
      )
    if (toast) {
      void load()
      return () => {
        live = false
      }
    }
    const cancel = whenLoadedAndIdle(() => void load())
    return () => {
      live = false
      cancel()
    }
  }, [toast])
  const Toasts = loadedToasts
  return Toasts ? <Toasts /> : null
}
