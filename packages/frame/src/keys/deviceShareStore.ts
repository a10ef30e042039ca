import { FoyerError } from '@foyer/protocol'
import { bytesToHex, type Hex, hexToBytes, isHex } from 'viem'
import { idbAdd, idbDelete, idbGet, idbPut, KEY_STORE, openFrameDb, SHARE_STORE } from './indexedDb'

const WRAPPING_KEY_ID = 'device-share-wrapping-key'

/** What IndexedDB holds for a user: ciphertext and IV only, never the share itself. */
export type StoredDeviceShare = { iv: Uint8Array<ArrayBuffer>; ciphertext: Uint8Array<ArrayBuffer> }

export type DeviceShareStore = {
  saveDeviceShare(userId: string, share: Hex): Promise<void>
  /** The user's device share, or undefined when this device holds none. */
  loadDeviceShare(userId: string): Promise<Hex | undefined>
  clearDeviceShare(userId: string): Promise<void>
  /**
   * The device share of a fresh split that is being uploaded (protect): kept beside the current
   * one until the server took the split, then promoted. On load the frame tries both against the
   * auth share (recovery/deviceShareChoice.ts).
   */
  savePendingShare(userId: string, share: Hex): Promise<void>
  loadPendingShare(userId: string): Promise<Hex | undefined>
  clearPendingShare(userId: string): Promise<void>
}

/** The IndexedDB key (and associated data) of a user's pending share. */
const pendingSlot = (userId: string) => `pending:${userId}`

export type DeviceShareStoreDeps = {
  indexedDB: IDBFactory
  crypto: Crypto
  dbName?: string
}

/**
 * The device share, kept in the frame origin's IndexedDB encrypted (AES-GCM, bound to the user
 * id) under a non-extractable key that is generated once and stored there too: script can use the
 * key in this origin but never read it out.
 */
export function createDeviceShareStore(deps: DeviceShareStoreDeps): DeviceShareStore {
  const { crypto } = deps
  let dbPromise: Promise<IDBDatabase> | undefined
  const db = () => {
    dbPromise ??= openFrameDb(deps.indexedDB, deps.dbName)
    return dbPromise
  }

  async function wrappingKey(): Promise<CryptoKey> {
    const database = await db()
    const existing = await idbGet<CryptoKey>(database, KEY_STORE, WRAPPING_KEY_ID)
    if (existing) return existing
    const created = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ])
    if (await idbAdd(database, KEY_STORE, WRAPPING_KEY_ID, created)) return created
    const winner = await idbGet<CryptoKey>(database, KEY_STORE, WRAPPING_KEY_ID)
    if (!winner) throw new FoyerError('DEVICE_KEY_NOT_STORED')
    return winner
  }

  /** Saves `share` under `slot`, encrypted with `slot` as associated data. */
  async function save(slot: string, share: Hex): Promise<void> {
    if (!isHex(share, { strict: true })) throw new FoyerError('INVALID_KEY_SHARE')
    const key = await wrappingKey()
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const ciphertext = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(slot) },
        key,
        new Uint8Array(hexToBytes(share)),
      ),
    )
    await idbPut(await db(), SHARE_STORE, slot, { iv, ciphertext } satisfies StoredDeviceShare)
  }

  async function load(slot: string): Promise<Hex | undefined> {
    const stored = await idbGet<StoredDeviceShare>(await db(), SHARE_STORE, slot)
    if (!stored) return undefined
    const key = await wrappingKey()
    try {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: stored.iv, additionalData: new TextEncoder().encode(slot) },
        key,
        stored.ciphertext,
      )
      return bytesToHex(new Uint8Array(plain))
    } catch (error) {
      throw new FoyerError('DEVICE_SHARE_UNREADABLE', { cause: error })
    }
  }

  return {
    async saveDeviceShare(userId, share) {
      if (!userId) throw new FoyerError('USER_ID_REQUIRED')
      await save(userId, share)
    },
    loadDeviceShare: (userId) => load(userId),
    async savePendingShare(userId, share) {
      if (!userId) throw new FoyerError('USER_ID_REQUIRED')
      await save(pendingSlot(userId), share)
    },
    loadPendingShare: (userId) => load(pendingSlot(userId)),
    async clearPendingShare(userId) {
      await idbDelete(await db(), SHARE_STORE, pendingSlot(userId))
    },
    async clearDeviceShare(userId) {
      await idbDelete(await db(), SHARE_STORE, userId)
    },
  }
}
