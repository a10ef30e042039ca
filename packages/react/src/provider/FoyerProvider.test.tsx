import { createFoyer, createWagmiConfig, devChainA, type Foyer } from '@foyer/core'
import { memoryStorage } from '@foyer/core/testing'
import { QueryClient } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { useChainId, useConfig } from 'wagmi'
import { FoyerProvider } from './FoyerProvider'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const options = {
  networks: [devChainA],
  rpcUrls: { 31337: 'http://127.0.0.1:9' },
  storage: memoryStorage(),
  logLevel: 'silent' as const,
  walletConnect: false as const,
}

function foyerWith(extra: Partial<Parameters<typeof createFoyer>[0]> = {}): Foyer {
  const foyer = createFoyer({ ...options, ...extra } as Parameters<typeof createFoyer>[0])
  cleanups.push(foyer.destroy)
  return foyer
}

/** A component of the app that calls wagmi's own hooks. */
function ChainOfApp() {
  const config = useConfig()
  const chainId = useChainId()
  return <p data-testid="app-chain">{`${config.chains.length}:${chainId}`}</p>
}

it("gives the app's own wagmi config and QueryClient to its components from the first render", () => {
  const wagmiConfig = createWagmiConfig({ ...options })
  const foyer = foyerWith({ wagmiConfig })
  const queryClient = new QueryClient()
  render(
    <FoyerProvider foyer={foyer} queryClient={queryClient}>
      <ChainOfApp />
    </FoyerProvider>,
  )
  // In the very first render, before Foyer has built anything.
  expect(foyer.wagmi.get().value).toBeUndefined()
  expect(screen.getByTestId('app-chain').textContent).toBe('1:31337')
})

/** The app's wagmi component, shown once Foyer's wagmi is built. */
function AfterBuild({ foyer }: { foyer: Foyer }) {
  return foyer.wagmi.get().value ? <ChainOfApp /> : <p>building</p>
}

it("gives Foyer's wagmi config once built (the page's first render carries none)", async () => {
  const foyer = foyerWith()
  const { rerender } = render(
    <FoyerProvider foyer={foyer}>
      <AfterBuild foyer={foyer} />
    </FoyerProvider>,
  )
  expect(screen.getByText('building')).toBeTruthy()
  await act(() => foyer.wagmi.load())
  rerender(
    <FoyerProvider foyer={foyer}>
      <AfterBuild foyer={foyer} />
    </FoyerProvider>,
  )
  await waitFor(() => expect(screen.getByTestId('app-chain').textContent).toBe('1:31337'))
})
