import { describe, expect, it, vi } from 'vitest'
import { createStore } from './createStore'

describe('createStore', () => {
  it('merges partial updates and notifies with the previous state', () => {
    const store = createStore({ a: 1, b: 'x' })
    const listener = vi.fn()
    store.subscribe(listener)
    store.set({ a: 2 })
    expect(store.get()).toEqual({ a: 2, b: 'x' })
    expect(listener).toHaveBeenCalledWith({ a: 2, b: 'x' }, { a: 1, b: 'x' })
  })

  it('does not notify when an updater returns the same state', () => {
    const store = createStore({ a: 1 })
    const listener = vi.fn()
    store.subscribe(listener)
    store.set((state) => state)
    expect(listener).not.toHaveBeenCalled()
  })

  it('stops notifying after unsubscribe', () => {
    const store = createStore({ a: 1 })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    store.set({ a: 3 })
    expect(listener).not.toHaveBeenCalled()
  })
})
