import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createModal } from './createModal'
import { MODAL_SHAKE_MS } from './modalLook'

describe('createModal', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('opens and closes', () => {
    const modal = createModal()
    modal.open()
    expect(modal.get().open).toBe(true)
    modal.close()
    expect(modal.get().open).toBe(false)
  })

  it('shakes for exactly MODAL_SHAKE_MS (500 ms)', () => {
    const modal = createModal()
    modal.shake()
    expect(modal.get().shake).toBe(true)
    vi.advanceTimersByTime(MODAL_SHAKE_MS - 1)
    expect(modal.get().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.get().shake).toBe(false)
    expect(MODAL_SHAKE_MS).toBe(500)
  })

  it('a second shake restarts the timer', () => {
    const modal = createModal()
    modal.shake()
    vi.advanceTimersByTime(400)
    modal.shake()
    vi.advanceTimersByTime(400)
    expect(modal.get().shake).toBe(true)
    vi.advanceTimersByTime(100)
    expect(modal.get().shake).toBe(false)
  })
})
