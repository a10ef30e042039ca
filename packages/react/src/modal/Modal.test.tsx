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

function setup({ idles = false } = {}): Foyer {
  // Unless it idles, the page never does: only the open itself may load the modal and its views.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) =>
    idles ? setTimeout(callback, 0) : 0,
  )
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle))
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

/** The modal's overlay and dialog in its shadow root, shown or on standby. */
function modalParts() {
  for (const host of document.querySelectorAll('[data-foyer]')) {
    const dialog = host.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
    const overlay = dialog?.closest<HTMLElement>('.overlay')
    if (dialog && overlay) return { dialog, overlay, shadow: host.shadowRoot as ShadowRoot }
  }
  return undefined
}

describe('Modal', () => {
  it('waits closed on standby once loaded on idle (hidden, inert), and an open only shows it', async () => {
    setup({ idles: true })
    const opener = document.querySelector<HTMLButtonElement>('button')
    await waitFor(() => expect(modalParts()).toBeDefined(), { timeout: 5000 })
    const standby = modalParts()
    if (!standby || !opener) throw new Error('no standby modal or no opener')
    expect(standby.overlay.className).toBe('overlay standby')
    expect(standby.overlay.getAttribute('aria-hidden')).toBe('true')
    expect(standby.overlay.inert).toBe(true)
    expect(document.documentElement.style.overflow).toBe('')
    const firstControl = standby.dialog.querySelector('.body')?.firstElementChild
    expect(firstControl).not.toBeNull()

    opener.focus()
    act(() => opener.click())
    const shown = modalParts()
    // The same dialog and view, not rendered anew: only shown.
    expect(shown?.dialog).toBe(standby.dialog)
    expect(shown?.dialog.querySelector('.body')?.firstElementChild).toBe(firstControl)
    expect(shown?.overlay.className).toBe('overlay')
    expect(shown?.overlay.hasAttribute('aria-hidden')).toBe(false)
    expect(shown?.overlay.inert).toBe(false)
    expect(dialogTitle()).toBe('Connect Wallet')
    expect(document.documentElement.style.overflow).toBe('hidden')
    await waitFor(() => expect(shown?.dialog.contains(standby.shadow.activeElement)).toBe(true))

    act(() => foyer?.close())
    expect(modalParts()?.overlay.className).toBe('overlay standby')
    expect(document.documentElement.style.overflow).toBe('')
    expect(document.activeElement).toBe(opener)
  })

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
