import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/** The page's one QueryClient: every panel's requests and wagmi's hooks share its cache. */
const queryClient = new QueryClient()

/**
 * Gives the panels inside react-query's client. The page loads it with its first react-query
 * panel, not up front: the kit itself needs no QueryClient (FoyerProvider's `queryClient` is for
 * an app whose components call react-query or wagmi hooks from the first render).
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
