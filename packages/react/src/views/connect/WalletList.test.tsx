import { createFoyer, devChainA } from '@foyer/core'
import { memoryStorage, walletEntry } from '@foyer/core/testing'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { WalletList } from './WalletList'

const metamask = walletEntry('metamask', {
  name: 'MetaMask',
  chrome_store: 'https://chromewebstore.google.com/detail/mm',
})
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
})

/**
 * A directory that fails while `failing.now` and answers with MetaMask after; the page's origin
 * allowed; nothing else served.
 */
function setup() {
  const failing = { now: true }
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname === '/projects/v1/origins') {
      return new Response(JSON.stringify({ allowedOrigins: [window.location.origin] }))
    }
    if (url.pathname !== '/getWallets') return new Response('{}', { status: 404 })
    if (failing.now) return new Response('{}', { status: 500 })
    return new Response(JSON.stringify({ data: [metamask], count: 1 }))
  })
  const foyer = createFoyer({
    networks: [devChainA],
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
    apiUrl: 'http://api.test',
    projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
  })
  cleanups.push(foyer.destroy)
  render(
    <FoyerProvider foyer={foyer}>
      <WalletList />
    </FoyerProvider>,
  )
  return { foyer, failing }
}

it('shows placeholders, then a failed directory with Try again, which loads it', async () => {
  const { foyer, failing } = setup()
  const loading = foyer.wallets?.loadLists()
  const placeholders = await screen.findByRole('status', { name: 'Loading wallets…' })
  expect(placeholders.getAttribute('aria-busy')).toBe('true')
  await loading
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Could not load wallets (HTTP status code: 500).',
  )
  failing.now = false
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('button', { name: 'MetaMask' })).toBeTruthy()
  expect(screen.queryByRole('alert')).toBeNull()
})

it('says "No browser wallet found" with install links when the browser has no wallet', async () => {
  const { foyer, failing } = setup()
  failing.now = false
  await foyer.wallets?.loadLists()
  const notice = await screen.findByTestId('foyer-no-browser-wallet')
  expect(notice.textContent).toContain('No browser wallet found.')
  const link = await within(notice).findByRole('link', { name: 'Install MetaMask' })
  expect(link.getAttribute('href')).toBe('https://chromewebstore.google.com/detail/mm')
  expect(link.getAttribute('target')).toBe('_blank')
})
