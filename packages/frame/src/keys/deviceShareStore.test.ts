import { IDBFactory } from 'fake-indexeddb'
import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { createWalletKey } from './createWalletKey'
import { createDeviceShareStore, type StoredDeviceShare } from './deviceShareStore'
import { idbGet, idbPut, KEY_STORE, openFrameDb, SHARE_STORE } from './indexedDb'
import { splitKey } from './shares'

function setup() {
  const indexedDB = new IDBFactory()
  const store = createDeviceShareStore({ indexedDB, crypto: globalThis.crypto })
  return { indexedDB, store }
}

describe('device share store', () => {
  it('round-trips a share per user', async () => {
    const { store } = setup()
    const { deviceShare } = await splitKey(createWalletKey())
    const other = (await splitKey(createWalletKey())).deviceShare
    await store.saveDeviceShare('user-1', deviceShare)
    await store.saveDeviceShare('user-2', other)
    expect(await store.loadDeviceShare('user-1')).toBe(deviceShare)
    expect(await store.loadDeviceShare('user-2')).toBe(other)
  })

  it('survives a new store over the same database (a reload)', async () => {
    const { indexedDB, store } = setup()
    const { deviceShare } = await splitKey(createWalletKey())
    await store.saveDeviceShare('u', deviceShare)
    const reloaded = createDeviceShareStore({ indexedDB, crypto: globalThis.crypto })
    expect(await reloaded.loadDeviceShare('u')).toBe(deviceShare)
  })

  it('returns undefined for an unknown user and after clear', async () => {
    const { store } = setup()
    expect(await store.loadDeviceShare('nobody')).toBeUndefined()
    const { deviceShare } = await splitKey(createWalletKey())
    await store.saveDeviceShare('u', deviceShare)
    await store.clearDeviceShare('u')
    expect(await store.loadDeviceShare('u')).toBeUndefined()
  })

  it('stores only ciphertext and IV, never the share bytes', async () => {
    const { indexedDB, store } = setup()
    const { deviceShare } = await splitKey(createWalletKey())
    await store.saveDeviceShare('u', deviceShare)
    const db = await openFrameDb(indexedDB)
    const stored = await idbGet<StoredDeviceShare>(db, SHARE_STORE, 'u')
    expect(stored).toBeDefined()
    expect(Object.keys(stored ?? {}).sort()).toEqual(['ciphertext', 'iv'])
    const ciphertext = Buffer.from(stored?.ciphertext ?? []).toString('hex')
    expect(ciphertext.includes(deviceShare.slice(2))).toBe(false)
    expect(Buffer.from(hexToBytes(deviceShare)).equals(Buffer.from(stored?.ciphertext ?? []))).toBe(
      false,
    )
  })

  it('keeps a non-extractable AES-GCM wrapping key', async () => {
    const { indexedDB, store } = setup()
    await store.saveDeviceShare('u', (await splitKey(createWalletKey())).deviceShare)
    const db = await openFrameDb(indexedDB)
    const key = await idbGet<CryptoKey>(db, KEY_STORE, 'device-share-wrapping-key')
    expect(key?.extractable).toBe(false)
    expect(key?.algorithm.name).toBe('AES-GCM')
    await expect(globalThis.crypto.subtle.exportKey('raw', key as CryptoKey)).rejects.toThrow()
  })

  it('refuses a share moved to another user (bound to the user id)', async () => {
    const { indexedDB, store } = setup()
    await store.saveDeviceShare('alice', (await splitKey(createWalletKey())).deviceShare)
    const db = await openFrameDb(indexedDB)
    const stored = await idbGet<StoredDeviceShare>(db, SHARE_STORE, 'alice')
    await idbPut(db, SHARE_STORE, 'mallory', stored)
    await expect(store.loadDeviceShare('mallory')).rejects.toThrow('could not be decrypted')
  })

  it('refuses a tampered ciphertext', async () => {
    const { indexedDB, store } = setup()
    await store.saveDeviceShare('u', (await splitKey(createWalletKey())).deviceShare)
    const db = await openFrameDb(indexedDB)
    const stored = await idbGet<StoredDeviceShare>(db, SHARE_STORE, 'u')
    if (!stored) throw new Error('missing')
    const ciphertext = new Uint8Array(stored.ciphertext)
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1
    await idbPut(db, SHARE_STORE, 'u', { iv: stored.iv, ciphertext })
    await expect(store.loadDeviceShare('u')).rejects.toThrow('could not be decrypted')
  })

  it('refuses a missing user id or a non-hex share', async () => {
    const { store } = setup()
    await expect(store.saveDeviceShare('', '0x01')).rejects.toThrow('user id')
    await expect(store.saveDeviceShare('u', 'zz' as `0x${string}`)).rejects.toThrow('0x-hex')
  })

  it('two stores racing on a fresh database agree on one wrapping key', async () => {
    const indexedDB = new IDBFactory()
    const a = createDeviceShareStore({ indexedDB, crypto: globalThis.crypto })
    const b = createDeviceShareStore({ indexedDB, crypto: globalThis.crypto })
    const sa = (await splitKey(createWalletKey())).deviceShare
    const sb = (await splitKey(createWalletKey())).deviceShare
    await Promise.all([a.saveDeviceShare('a', sa), b.saveDeviceShare('b', sb)])
    expect(await a.loadDeviceShare('b')).toBe(sb)
    expect(await b.loadDeviceShare('a')).toBe(sa)
  })

  it('keeps a pending share beside the current one, apart and bound to its slot', async () => {
    const { indexedDB, store } = setup()
    const current = (await splitKey(createWalletKey())).deviceShare
    const pending = (await splitKey(createWalletKey())).deviceShare
    await store.saveDeviceShare('u', current)
    expect(await store.loadPendingShare('u')).toBeUndefined()
    await store.savePendingShare('u', pending)
    expect(await store.loadDeviceShare('u')).toBe(current)
    expect(await store.loadPendingShare('u')).toBe(pending)
    // Moved into the current slot, a pending share does not decrypt (its slot is bound).
    const db = await openFrameDb(indexedDB)
    await idbPut(db, SHARE_STORE, 'u', await idbGet(db, SHARE_STORE, 'pending:u'))
    await expect(store.loadDeviceShare('u')).rejects.toMatchObject({
      code: 'DEVICE_SHARE_UNREADABLE',
    })
    await store.clearPendingShare('u')
    expect(await store.loadPendingShare('u')).toBeUndefined()
  })

  it('reports IndexedDB being unavailable (storage denied)', async () => {
    const denied = {
      open() {
        const request = {
          error: new DOMException('The user denied permission', 'UnknownError'),
        } as unknown as IDBOpenDBRequest
        queueMicrotask(() => request.onerror?.(new Event('error')))
        return request
      },
    } as unknown as IDBFactory
    const store = createDeviceShareStore({ indexedDB: denied, crypto: globalThis.crypto })
    const failure = await store.loadDeviceShare('u').catch((error: unknown) => error)
    expect(failure).toMatchObject({ code: 'DEVICE_STORAGE_FAILED' })
    expect((failure as Error).cause).toMatchObject({ message: 'The user denied permission' })
  })
})
