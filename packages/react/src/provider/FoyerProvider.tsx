import type { Foyer } from '@foyer/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { FoyerContext, useFoyer, useStore } from '../hooks/useFoyer'
import { en, type Strings } from '../locale/en'
import { Toasts } from '../ui/Toasts'

const loadModal = () => import('../modal/Modal')
const LazyModal = lazy(loadModal)

/** Starts loading the modal's code, e.g. when a pointer nears the connect button. */
export function preloadModal(): void {
  void loadModal()
}

type FoyerProviderProps = {
  foyer: Foyer
  /** Strings to show instead of English ones. */
  strings?: Partial<Strings>
  queryClient?: QueryClient
  children: ReactNode
}

/** Gives its children the Foyer client and wagmi; wagmi's own hooks work inside it. */
export function FoyerProvider({ foyer, strings, queryClient, children }: FoyerProviderProps) {
  const [client] = useState(() => queryClient ?? new QueryClient())
  const [value] = useState(() => ({ foyer, strings: { ...en, ...strings } }))
  return (
    <WagmiProvider config={foyer.wagmiConfig}>
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

/** Mounts the lazily loaded modal once it has been opened for the first time. */
function ModalMount() {
  const foyer = useFoyer()
  const { open } = useStore(foyer.modal)
  const [everOpened, setEverOpened] = useState(false)
  if (open && !everOpened) setEverOpened(true)
  if (!everOpened) return null
  return (
    <Suspense fallback={null}>
      <LazyModal />
    </Suspense>
  )
}
