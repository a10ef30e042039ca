import { describe, expect, it, vi } from 'vitest'
import type { EmbeddedWallet } from '../embedded/startEmbeddedWallet'
import { createLazySlot } from './createLazySlot'

/** A stand-in wallet: the slot only keeps and hands it out. */
const wallet = (name: string) => ({ name }) as unknown as EmbeddedWallet

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createLazySlot', () => {
  it('is enabled with a start function, empty until loaded', () => {
    const slot = createLazySlot<EmbeddedWallet>('The embedded wallet', async () => wallet('a'))
    expect(slot.enabled).toBe(true)
    expect(slot.get()).toEqual({ value: undefined })
  })

  it('loads once: concurrent and later callers share the first start', async () => {
    const started = deferred<EmbeddedWallet>()
    const start = vi.fn(() => started.promise)
    const slot = createLazySlot<EmbeddedWallet>('The embedded wallet', start)
    const first = slot.load()
    const second = slot.load()
    expect(start).toHaveBeenCalledOnce()
    expect(slot.get().value).toBeUndefined()
    const a = wallet('a')
    started.resolve(a)
    expect(await first).toBe(a)
    expect(await second).toBe(a)
    expect(await slot.load()).toBe(a)
    expect(start).toHaveBeenCalledOnce()
  })

  it('puts the wallet in the store and tells subscribers', async () => {
    const a = wallet('a')
    const slot = createLazySlot<EmbeddedWallet>('The embedded wallet', async () => a)
    const listener = vi.fn()
    slot.subscribe(listener)
    await slot.load()
    expect(slot.get()).toEqual({ value: a })
    expect(listener).toHaveBeenCalledExactlyOnceWith({ value: a }, { value: undefined })
  })

  it('a failed start rejects every waiting caller and can be retried', async () => {
    const a = wallet('a')
    const start = vi
      .fn<() => Promise<EmbeddedWallet>>()
      .mockRejectedValueOnce(new Error('Unable to load email login dependency'))
      .mockResolvedValueOnce(a)
    const slot = createLazySlot<EmbeddedWallet>('The embedded wallet', start)
    const first = slot.load()
    const second = slot.load()
    await expect(first).rejects.toThrow('Unable to load email login dependency')
    await expect(second).rejects.toThrow('Unable to load email login dependency')
    expect(slot.get().value).toBeUndefined()
    expect(await slot.load()).toBe(a)
    expect(start).toHaveBeenCalledTimes(2)
    expect(slot.get().value).toBe(a)
  })

  it('is not enabled without a start function, and load rejects', async () => {
    const slot = createLazySlot<EmbeddedWallet>('The embedded wallet')
    expect(slot.enabled).toBe(false)
    await expect(slot.load()).rejects.toThrow('The embedded wallet is not configured')
    expect(slot.get().value).toBeUndefined()
  })
})
