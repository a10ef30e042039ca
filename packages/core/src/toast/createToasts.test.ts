import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToasts, TOAST_SWAP_DELAY_MS, TOAST_VISIBLE_MS } from './createToasts'

describe('createToasts', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows a toast at once when none is visible', () => {
    const toasts = createToasts()
    toasts.show('success', 'Copied')
    expect(toasts.get().toast).toMatchObject({ variant: 'success', message: 'Copied' })
  })

  it('swaps a visible toast after the 150 ms delay', () => {
    const toasts = createToasts()
    toasts.show('loading', 'Signing')
    toasts.show('error', 'Error signing message')
    expect(toasts.get().toast).toBeNull()
    vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS - 1)
    expect(toasts.get().toast).toBeNull()
    vi.advanceTimersByTime(1)
    expect(toasts.get().toast).toMatchObject({ variant: 'error', message: 'Error signing message' })
    expect(TOAST_SWAP_DELAY_MS).toBe(150)
  })

  it('hides success and error toasts after a while, keeps loading toasts', () => {
    const toasts = createToasts()
    toasts.show('loading', 'Waiting')
    vi.advanceTimersByTime(TOAST_VISIBLE_MS * 2)
    expect(toasts.get().toast?.variant).toBe('loading')
    toasts.hide()
    toasts.show('success', 'Done')
    vi.advanceTimersByTime(TOAST_VISIBLE_MS)
    expect(toasts.get().toast).toBeNull()
  })

  it('a hide during the swap delay cancels the pending toast', () => {
    const toasts = createToasts()
    toasts.show('loading', 'a')
    toasts.show('success', 'b')
    toasts.hide()
    vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS)
    expect(toasts.get().toast).toBeNull()
  })

  it('gives every toast a new id', () => {
    const toasts = createToasts()
    toasts.show('success', 'a')
    const first = toasts.get().toast?.id
    toasts.show('success', 'a')
    vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS)
    expect(toasts.get().toast?.id).not.toBe(first)
  })
})
