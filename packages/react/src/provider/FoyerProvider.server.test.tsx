// @vitest-environment node
import { cookieToInitialState } from '@foyer/core'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { FoyerProvider } from './FoyerProvider'
import { returningVisitorCookie, shownAddress, ssrFoyer } from './ssrFixture'

afterEach(() => {
  vi.restoreAllMocks()
})

function serverRender(cookie: string | null) {
  const foyer = ssrFoyer()
  try {
    return renderToString(
      <FoyerProvider foyer={foyer} initialState={cookieToInitialState(cookie)}>
        <ConnectButton />
      </FoyerProvider>,
    )
  } finally {
    foyer.destroy()
  }
}

it('renders on a server (no window, document or localStorage) without a word in the console', () => {
  expect(typeof window).toBe('undefined')
  expect(typeof document).toBe('undefined')
  const errors = vi.spyOn(console, 'error')
  const warnings = vi.spyOn(console, 'warn')
  const html = serverRender(null)
  expect(html).toContain('Connect Wallet')
  expect(errors).not.toHaveBeenCalled()
  expect(warnings).not.toHaveBeenCalled()
})

it('loads the whole entry on a server', async () => {
  const entry = await import('../index')
  expect(entry.FoyerProvider).toBe(FoyerProvider)
})

it("renders a returning visitor's account from the cookie", () => {
  const errors = vi.spyOn(console, 'error')
  const html = serverRender(returningVisitorCookie())
  expect(html).toContain(shownAddress)
  expect(html).not.toContain('Connect Wallet')
  expect(errors).not.toHaveBeenCalled()
})
