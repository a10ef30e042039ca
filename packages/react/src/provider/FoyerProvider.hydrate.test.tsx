import { cookieToInitialState, type Foyer } from '@foyer/core'
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { FoyerProvider } from './FoyerProvider'
import { returningVisitorCookie, shownAddress, ssrFoyer } from './ssrFixture'

const cleanups: (() => void)[] = []
// This file drives React itself (hydrateRoot) rather than through Testing Library.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  // biome-ignore lint/suspicious/noDocumentCookie: the page's cookie jar, as wagmi's cookieStorage uses it
  document.cookie = '@foyer/v1/wagmi.store=;max-age=-1;path=/'
  document.body.innerHTML = ''
})

function App({ foyer, cookie }: { foyer: Foyer; cookie: string | null }) {
  return (
    <FoyerProvider foyer={foyer} initialState={cookieToInitialState(cookie)}>
      <main>
        <ConnectButton />
      </main>
    </FoyerProvider>
  )
}

/** The server's HTML: rendered with no window, document or localStorage, as on a server. */
function serverHtml(cookie: string | null): string {
  vi.stubGlobal('window', undefined)
  vi.stubGlobal('document', undefined)
  vi.stubGlobal('localStorage', undefined)
  const foyer = ssrFoyer()
  try {
    return renderToString(<App foyer={foyer} cookie={cookie} />)
  } finally {
    foyer.destroy()
    vi.unstubAllGlobals()
  }
}

/** Hydrates the server's HTML as the browser does, recording every console error and warning. */
async function hydrate(cookie: string | null, authorized = true, language?: string) {
  const html = serverHtml(cookie)
  // The browser's language, which the server does not see.
  if (language) vi.stubGlobal('navigator', { ...navigator, language, languages: [language] })
  const errors = vi.spyOn(console, 'error')
  const warnings = vi.spyOn(console, 'warn')
  const recoverable: unknown[] = []
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const foyer = ssrFoyer({ authorized })
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, <App foyer={foyer} cookie={cookie} />, {
      onRecoverableError: (error) => recoverable.push(error),
    })
  })
  cleanups.push(() => {
    act(() => root?.unmount())
    foyer.destroy()
  })
  return { html, foyer, container, errors, warnings, recoverable }
}

function buttonOf(container: HTMLElement) {
  const host = container.querySelector('[data-foyer]')
  return host?.shadowRoot?.querySelector('button.connect-button') ?? null
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
  }
  if (!check()) throw new Error(`Timed out waiting for ${what}`)
}

it("hydrates a returning visitor's server-rendered account without a warning, then reconnects", async () => {
  const cookie = returningVisitorCookie()
  // The browser sends the cookie it holds: the same one wagmi restores from after hydration.
  // biome-ignore lint/suspicious/noDocumentCookie: the page's cookie jar, as wagmi's cookieStorage uses it
  document.cookie = cookie.split('; ')[1] ?? ''
  const { html, foyer, container, errors, warnings, recoverable } = await hydrate(cookie)
  expect(html).toContain(shownAddress)
  expect(recoverable).toEqual([])
  expect(errors).not.toHaveBeenCalled()
  expect(warnings).not.toHaveBeenCalled()
  // Moved into the shadow root, still the account.
  expect(buttonOf(container)?.textContent).toBe(shownAddress)
  // wagmi then restores the connection from the cookie and Foyer reconnects the wallet.
  await until(() => foyer.account.get().status === 'connected', 'the reconnection')
  expect(buttonOf(container)?.className).toBe('connect-button connected')
  expect(buttonOf(container)?.textContent).toBe(shownAddress)
  expect(errors).not.toHaveBeenCalled()
})

it('hydrates a first visit (no cookie) without a warning', async () => {
  const { html, container, errors, warnings, recoverable } = await hydrate(null, false)
  expect(html).toContain('Connect Wallet')
  expect(recoverable).toEqual([])
  expect(errors).not.toHaveBeenCalled()
  expect(warnings).not.toHaveBeenCalled()
  expect(buttonOf(container)?.textContent).toBe('Connect Wallet')
})

it('hydrates for a visitor whose browser speaks Arabic without a warning, then speaks it', async () => {
  const { container, errors, warnings, recoverable } = await hydrate(null, false, 'ar')
  expect(recoverable).toEqual([])
  expect(errors).not.toHaveBeenCalled()
  expect(warnings).not.toHaveBeenCalled()
  // The server could not know the language: its English is hydrated, then the table arrives.
  await until(() => buttonOf(container)?.textContent === 'ربط المحفظة', 'the Arabic table')
  const root = container.querySelector('[data-foyer]')?.shadowRoot?.querySelector('.root')
  expect(root?.getAttribute('lang')).toBe('ar')
  expect(root?.getAttribute('dir')).toBe('rtl')
})
