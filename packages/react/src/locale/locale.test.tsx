import { createFoyer, devChainA, type Foyer, type FoyerOptions } from '@foyer/core'
import { memoryStorage } from '@foyer/core/testing'
import { act, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { FoyerProvider } from '../provider/FoyerProvider'
import type { StringsInput } from './en'

let foyer: Foyer | undefined

afterEach(() => {
  foyer?.destroy()
  foyer = undefined
  vi.restoreAllMocks()
})

function setup(options: Pick<FoyerOptions, 'locale'>, strings?: StringsInput): Foyer {
  const client = createFoyer({
    networks: [devChainA],
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
    ...options,
  })
  foyer = client
  render(
    <FoyerProvider foyer={client} strings={strings}>
      <ConnectButton />
    </FoyerProvider>,
  )
  return client
}

/** The kit's shadow roots (button, toasts, modal), each with its `.root`. */
function roots(): HTMLElement[] {
  return [...document.querySelectorAll('[data-foyer]')].flatMap((host) => {
    const root = host.shadowRoot?.querySelector<HTMLElement>('.root')
    return root ? [root] : []
  })
}

async function openDialog(client: Foyer): Promise<HTMLElement> {
  act(() => client.open())
  return waitFor(
    () => {
      const root = roots().find((candidate) => candidate.querySelector('[role="dialog"]'))
      if (!root) throw new Error('no dialog yet')
      return root
    },
    { timeout: 5000 },
  )
}

describe('the locale', () => {
  it('ar: the modal speaks Arabic, right to left; an override still wins', async () => {
    const client = setup({ locale: 'ar' }, { close: 'اخرج' })
    const root = await openDialog(client)
    expect(root.getAttribute('dir')).toBe('rtl')
    expect(root.getAttribute('lang')).toBe('ar')
    const dialog = within(root)
    expect(dialog.getByRole('button', { name: 'اخرج' })).toBeTruthy()
    expect(dialog.getByRole('heading').textContent).toBe('ربط المحفظة')
  })

  it('the button speaks the language once its table loads; left to right but for ar', async () => {
    setup({ locale: 'de' })
    await waitFor(() =>
      expect(roots()[0]?.querySelector('button')?.textContent).toBe('Wallet verbinden'),
    )
    expect(roots()[0]?.getAttribute('dir')).toBe('ltr')
    expect(roots()[0]?.getAttribute('lang')).toBe('de')
  })

  it("without the option, the browser's language, by primary subtag; else English", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nl-NL', 'pt-BR', 'en'])
    expect(setup({}).locale).toBe('pt')
    await waitFor(() =>
      expect(roots()[0]?.querySelector('button')?.textContent).toBe('Conectar carteira'),
    )
    foyer?.destroy()
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nl-NL'])
    foyer = createFoyer({ networks: [devChainA], walletConnect: false, logLevel: 'silent' })
    expect(foyer.locale).toBe('en')
  })
})
