import { type ReactNode, useContext } from 'react'
import { WagmiContext } from 'wagmi'

/**
 * Renders its children once wagmi's context has a config: the panels inside call wagmi's hooks.
 * The page gives Foyer no `wagmiConfig` of its own, so that its first load carries neither wagmi
 * nor viem's clients; Foyer builds the config right after the first render (in its own chunk)
 * and FoyerProvider hands it down.
 */
export function WithWagmi({ children }: { children: ReactNode }) {
  return useContext(WagmiContext) ? children : null
}
