import type { Foyer } from '@foyer/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, useEffect, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { FoyerContext, useBaseStrings, useFoyer, useStore } from '../hooks/useFoyer'
import type { StringsInput } from '../locale/en'
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
  children: ReactNode
}

/** Gives its children the Foyer client and wagmi; wagmi's own hooks work inside it. */
export function FoyerProvider({ foyer, strings, queryClient, children }: FoyerProviderProps) {
  const [client] = useState(() => queryClient ?? new QueryClient())
  const [value] = useState(() => ({ foyer, strings: strings ?? {} }))
  useEffect(() => {
    void foyer.reconnect()
  }, [foyer])
  return (
    // Foyer reconnects itself: the embedded wallet, when this device used it, loads first.
    <WagmiProvider config={foyer.wagmiConfig} reconnectOnMount={false}>
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
    loadModal().then(
      (component) => live && setModal(() => component),
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
