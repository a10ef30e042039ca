import type { Foyer, WagmiState } from '@foyer/core'
import type { Locale } from '@foyer/protocol'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, useEffect, useReducer, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { FoyerContext, useBaseStrings, useFoyer, useStore } from '../hooks/useFoyer'
import type { StringsInput } from '../locale/en'
import { loadTable } from '../locale/localeTables'
import { Toasts } from '../ui/Toasts'
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
  queryClient?: QueryClient
  /**
   * The connection state the server rendered with (server rendering, with `ssr: true`): from
   * `cookieToInitialState(cookieHeader)`, so that a returning visitor's account renders on the
   * server and the first client render agrees with it.
   */
  initialState?: WagmiState
  children: ReactNode
}

/** Gives its children the Foyer client and wagmi; wagmi's own hooks work inside it. */
export function FoyerProvider({
  foyer,
  strings,
  queryClient,
  initialState,
  children,
}: FoyerProviderProps) {
  const [client] = useState(() => queryClient ?? new QueryClient())
  const [value] = useState(() => ({ foyer, strings: strings ?? {} }))
  // A server-rendered page (`ssr`): wagmi restores the state after hydration (initialState,
  // then storage) and only then reconnects, in that order. Otherwise Foyer reconnects itself
  // (the lazy connectors load their part when this device used it).
  const { ssr, locale } = foyer
  useEffect(() => {
    if (!ssr) void foyer.reconnect()
  }, [foyer, ssr])
  // The language's table (its own chunk) loads at once: the button and toasts speak it early.
  useEffect(() => {
    void settleTable(locale)
  }, [locale])
  return (
    <WagmiProvider config={foyer.wagmiConfig} initialState={initialState} reconnectOnMount={ssr}>
      <QueryClientProvider client={client}>
        <FoyerContext.Provider value={value}>
          {children}
          <ModalMount />
          <Toasts />
        </FoyerContext.Provider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/**
 * Mounts the modal: its code loads at the first idle moment after the page has loaded, and at
 * the latest in the very call that opens it, however it is opened (the kit's button, the
 * `useFoyerModal()` hook, `foyer.open()`). Loaded on idle, it mounts closed in its standby
 * (hidden, laid out), so an open is one render and a style change. The code is awaited outside
 * React: a Suspense boundary would hold the reveal back by React's fallback throttle (300 ms).
 */
function ModalMount() {
  const foyer = useFoyer()
  const { open } = useStore(foyer.modal)
  const strings = useBaseStrings()
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  const { modal, router, locale } = foyer
  useEffect(() => {
    let live = true
    const start = () =>
      loadModal()
        .then((module) => module.loadView(router.get().view))
        .catch(() => undefined)
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
  }, [modal, router, locale])
  // The modal shows in its language from its first frame: it waits for the table too.
  const ready = loadedModal !== undefined && settledLocales.has(locale)
  useEffect(() => {
    if (!open || ready) return
    let live = true
    Promise.all([loadModal(), settleTable(locale)]).then(
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
