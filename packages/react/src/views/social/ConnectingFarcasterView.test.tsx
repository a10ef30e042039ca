import { createFoyer, devChainA, type Foyer } from '@foyer/core'
import { FRAME_LOAD_TIMEOUT_MS } from '@foyer/core/internal'
import { memoryStorage } from '@foyer/core/testing'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { ConnectingFarcasterView } from './ConnectingFarcasterView'

let foyer: Foyer | undefined

afterEach(() => {
  foyer?.destroy()
  foyer = undefined
  vi.useRealTimers()
})

describe('ConnectingFarcasterView', () => {
  it('words a failed Farcaster sign-in by its code from the locale table, with Try again', async () => {
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
        // A translation of one code, as a dapp passes it.
        strings={{ errors: { FARCASTER_CONNECT_FAILED: 'Farcaster n’a pas répondu' } }}
      >
        <ConnectingFarcasterView />
      </FoyerProvider>,
    )
    // FoyerProvider's reconnect settles first (a visitor clicks later).
    const client = foyer
    await vi.waitFor(() => expect(client.account.get().status).toBe('disconnected'))
    // The Farcaster button's call: it opens this view and loads the embedded wallet, which
    // inserts the frame; the frame never answers.
    void client.signIn.farcaster()
    expect(await screen.findByRole('status')).toBeTruthy()
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull())
    await act(() => vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS + 10))
    expect((await screen.findByRole('alert')).textContent).toBe('Farcaster n’a pas répondu')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('leaves the sign-in alone when it unmounts: only leaving the view (core) ends it', () => {
    foyer = createFoyer({
      networks: [devChainA],
      rpcUrls: { 31337: 'http://127.0.0.1:9' },
      storage: memoryStorage(),
      logLevel: 'silent',
      walletConnect: false,
    })
    const cancel = vi.spyOn(foyer.signIn, 'cancel')
    const farcaster = vi.spyOn(foyer.signIn, 'farcaster')
    const { unmount } = render(
      <FoyerProvider foyer={foyer}>
        <ConnectingFarcasterView />
      </FoyerProvider>,
    )
    unmount()
    expect(farcaster).not.toHaveBeenCalled()
    expect(cancel).not.toHaveBeenCalled()
  })
})
