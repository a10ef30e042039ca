import { createFoyer, devChainA, type Foyer } from '@foyer/core'
import { memoryStorage } from '@foyer/core/testing'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useFoyerModal } from '../hooks/publicHooks'
import { FoyerProvider } from '../provider/FoyerProvider'

let foyer: Foyer | undefined

afterEach(() => {
  // Unmounted before the stubs go: unmounting cancels the idle callback.
  cleanup()
  foyer?.destroy()
  foyer = undefined
  vi.unstubAllGlobals()
})

/** A page's own button that opens the modal through the hook (no kit button, no preload by hover). */
function OwnButton() {
  const { open } = useFoyerModal()
  return (
    <button type="button" onClick={() => open()}>
      Open
    </button>
  )
}

function setup(): Foyer {
  // The page never idles: only the open itself may load the modal and its views.
  vi.stubGlobal('requestIdleCallback', () => 0)
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  const client = createFoyer({
    networks: [devChainA],
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
  })
  foyer = client
  render(
    <FoyerProvider foyer={client}>
      <OwnButton />
    </FoyerProvider>,
  )
  return client
}

/** The dialog's title in the modal's shadow root, or undefined while no dialog shows. */
function dialogTitle(): string | undefined {
  for (const host of document.querySelectorAll('[data-foyer]')) {
    const dialog = host.shadowRoot?.querySelector('[role="dialog"]')
    if (dialog) return dialog.querySelector('h2')?.textContent ?? ''
  }
  return undefined
}

describe('Modal', () => {
  it('opens through the hook, loading its code in the open itself', async () => {
    setup()
    act(() => document.querySelector<HTMLButtonElement>('button')?.click())
    await waitFor(() => expect(dialogTitle()).toBe('Connect Wallet'), { timeout: 5000 })
  })

  it('keeps the view shown while the next view’s group loads: never a blank dialog', async () => {
    const client = setup()
    act(() => client.open())
    await waitFor(() => expect(dialogTitle()).toBe('Connect Wallet'), { timeout: 5000 })
    const titles: (string | undefined)[] = []
    const observer = new MutationObserver(() => titles.push(dialogTitle()))
    for (const host of document.querySelectorAll('[data-foyer]')) {
      if (host.shadowRoot) observer.observe(host.shadowRoot, { subtree: true, childList: true })
    }
    act(() => client.router.push('Networks'))
    expect(dialogTitle()).toBe('Connect Wallet')
    await waitFor(() => expect(dialogTitle()).toBe('Choose network'), { timeout: 5000 })
    observer.disconnect()
    expect(titles).not.toContain(undefined)
  })
})
