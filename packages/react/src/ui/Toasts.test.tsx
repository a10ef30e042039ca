import { createFoyer, devChainA, type Foyer } from '@foyer/core'
import { memoryStorage } from '@foyer/core/testing'
import { act, render, within } from '@testing-library/react'
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

/** The toasts live in their own shadow root (ShadowHost). */
function toasts() {
  const host = document.querySelector('[data-foyer]')
  if (!host?.shadowRoot) throw new Error('no toast host')
  return within(host.shadowRoot as unknown as HTMLElement)
}

describe('Toasts', () => {
  it("words a toast's error code from the locale table, with its details", () => {
    const client = setup()
    act(() => client.toasts.show('error', { code: 'POPUP_CLOSED' }))
    expect(toasts().getByRole('alert').textContent).toBe('Popup closed')
    act(() => client.toasts.hide())
    act(() => client.toasts.show('error', { code: 'FAILED_TO_CONNECT', details: 'access_denied' }))
    expect(toasts().getByRole('alert').textContent).toBe('Failed to connect: access_denied')
  })

  it('uses the words a dapp gives a code, before the modal loads', () => {
    const client = setup({ errors: { POPUP_CLOSED: 'Fenêtre fermée' } })
    act(() => client.toasts.show('error', { code: 'POPUP_CLOSED' }))
    expect(toasts().getByRole('alert').textContent).toBe('Fenêtre fermée')
    act(() => client.toasts.hide())
    act(() => client.toasts.show('error', { code: 'CONNECTION_REJECTED' }))
    expect(toasts().getByRole('alert').textContent).toBe('Connection rejected')
  })

  it('shows text the UI already worded as it is', () => {
    const client = setup()
    act(() => client.toasts.show('success', 'Link copied'))
    expect(toasts().getByRole('status').textContent).toBe('Link copied')
  })
})
