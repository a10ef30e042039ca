import type { Foyer, WagmiState } from '@foyer/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, useEffect, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { FoyerContext, useBaseStrings, useFoyer, useStore } from '../hooks/useFoyer'
import type { StringsInput } from '../locale/en'
import { loadTable } from '../locale/localeTables'
import { Toasts } from '../ui/Toasts'

let modalModule: Promise<ComponentType> | undefined
function loadModal(): Promise<ComponentType> {
  modalModule ??= import('../modal/Modal').then((module) => module.default)
  return modalModule
}

/** Starts loading the modal's code, e.g. when a pointer nears the connect button. */
export function preloadModal(): void {
  void loadModal()
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
    void loadTable(locale)
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
 * Mounts the modal once it is first opened, loading its code then (or earlier, on preload). The
 * code is awaited outside React: a Suspense boundary would hold the reveal back by React's
 * fallback throttle (300 ms).
 */
function ModalMount() {
  const foyer = useFoyer()
  const { open } = useStore(foyer.modal)
  const strings = useBaseStrings()
  const [Modal, setModal] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (!open || Modal) return
    let live = true
    // The modal shows in its language from its first frame: it waits for the table too.
    Promise.all([loadModal(), loadTable(foyer.locale)]).then(
      ([component]) => live && setModal(() => component),
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
  }, [open, Modal, foyer, strings])
  return Modal ? <Modal /> : null
}
