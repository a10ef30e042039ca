import { createFoyer, devChainA, type Foyer } from '@foyer/core'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FRAME_LOAD_TIMEOUT_MS } from '../../../core/src/constants'
import { memoryStorage } from '../../../core/src/testing/scriptedWallet'
import { en, type Strings } from '../locale/en'
import { FoyerProvider } from '../provider/FoyerProvider'
import { ConnectingFarcasterView } from './ConnectingFarcasterView'

let foyer: Foyer | undefined

afterEach(() => {
  foyer?.destroy()
  foyer = undefined
  vi.useRealTimers()
})

describe('ConnectingFarcasterView', () => {
  it('words a failed Farcaster sign-in from the locale table, with Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    foyer = createFoyer({
      networks: [devChainA],
      rpcUrls: { 31337: 'http://127.0.0.1:9' },
      apiUrl: 'http://127.0.0.1:9',
      projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
      // Nothing serves the frame: it never loads, so GET_FARCASTER_URI fails.
      embeddedWallet: { frameUrl: 'http://127.0.0.1:9/' },
      storage: memoryStorage(),
      logLevel: 'silent',
      walletConnect: false,
    })
    render(
      <FoyerProvider
        foyer={foyer}
        strings={{
          // A translation, as a dapp passes one (the English table's types are its literals).
          socialErrors: {
            ...en.socialErrors,
            farcasterFailed: 'Farcaster n’a pas répondu',
          } as unknown as Strings['socialErrors'],
        }}
      >
        <ConnectingFarcasterView />
      </FoyerProvider>,
    )
    expect(await screen.findByRole('status')).toBeTruthy()
    // The view loads the embedded wallet, which inserts the frame; it never answers.
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull())
    await act(() => vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS + 10))
    expect((await screen.findByRole('alert')).textContent).toBe('Farcaster n’a pas répondu')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
