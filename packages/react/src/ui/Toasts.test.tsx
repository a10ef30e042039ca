import { createFoyer, devChainA, type Foyer } from '@foyer/core'
import { memoryStorage } from '@foyer/core/testing'
import { act, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { StringsInput } from '../locale/en'
import { FoyerProvider } from '../provider/FoyerProvider'

let foyer: Foyer | undefined

afterEach(() => {
  foyer?.destroy()
  foyer = undefined
})

function setup(strings?: StringsInput): Foyer {
  const client = createFoyer({
    networks: [devChainA],
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
  })
  foyer = client
  render(
    <FoyerProvider foyer={client} strings={strings}>
      <p>dapp</p>
    </FoyerProvider>,
  )
  return client
}

/** The toasts live in their own shadow root (ShadowHost), once their code has loaded. */
async function toasts() {
  const host = await waitFor(() => {
    const found = document.querySelector('[data-foyer]')
    if (!found?.shadowRoot) throw new Error('no toast host')
    return found
  })
  return within(host.shadowRoot as unknown as HTMLElement)
}

describe('Toasts', () => {
  it('mounts its live regions on idle, before the first toast', async () => {
    setup()
    const regions = await toasts()
    expect(regions.getByRole('status').textContent).toBe('')
    expect(regions.getByRole('alert').textContent).toBe('')
  })

  it("words a toast's error code from the locale table, with its details", async () => {
    const client = setup()
    act(() => client.toasts.show('error', { code: 'POPUP_CLOSED' }))
    expect((await toasts()).getByRole('alert').textContent).toBe('Popup closed')
    act(() => client.toasts.hide())
    act(() => client.toasts.show('error', { code: 'FAILED_TO_CONNECT', details: 'access_denied' }))
    expect((await toasts()).getByRole('alert').textContent).toBe('Failed to connect: access_denied')
  })

  it('uses the words a dapp gives a code, before the modal loads', async () => {
    const client = setup({ errors: { POPUP_CLOSED: 'Fenêtre fermée' } })
    act(() => client.toasts.show('error', { code: 'POPUP_CLOSED' }))
    expect((await toasts()).getByRole('alert').textContent).toBe('Fenêtre fermée')
    act(() => client.toasts.hide())
    act(() => client.toasts.show('error', { code: 'CONNECTION_REJECTED' }))
    expect((await toasts()).getByRole('alert').textContent).toBe('Connection rejected')
  })

  it('shows text the UI already worded as it is', async () => {
    const client = setup()
    act(() => client.toasts.show('success', 'Link copied'))
    expect((await toasts()).getByRole('status').textContent).toBe('Link copied')
  })
})
