import { FoyerError } from '@foyer/protocol'

/**
 * Minimal promise helpers over IndexedDB (the frame origin's own storage). A failure is
 * DEVICE_STORAGE_FAILED, the browser's error as its cause.
 */

export const FRAME_DB_NAME = 'foyer-frame'
export const KEY_STORE = 'keys'
export const SHARE_STORE = 'shares'

export function openFrameDb(indexedDB: IDBFactory, name = FRAME_DB_NAME): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1)
    request.onupgradeneeded = () => {
      const db = request.result
      if (!db.objectStoreNames.contains(KEY_STORE)) db.createObjectStore(KEY_STORE)
      if (!db.objectStoreNames.contains(SHARE_STORE)) db.createObjectStore(SHARE_STORE)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(storageFailed(request.error))
    request.onblocked = () =>
      reject(storageFailed(new DOMException('IndexedDB is blocked', 'BlockedError')))
  })
}

export function idbGet<T>(db: IDBDatabase, store: string, key: string): Promise<T | undefined> {
  return run(db, store, 'readonly', (s) => s.get(key)) as Promise<T | undefined>
}

export async function idbPut(
  db: IDBDatabase,
  store: string,
  key: string,
  value: unknown,
): Promise<void> {
  await run(db, store, 'readwrite', (s) => s.put(value, key))
}

/** Adds only when the key is absent; resolves false when another writer got there first. */
export function idbAdd(
  db: IDBDatabase,
  store: string,
  key: string,
  value: unknown,
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, 'readwrite')
    const request = tx.objectStore(store).add(value, key)
    request.onerror = (event) => {
      if (request.error?.name === 'ConstraintError') {
        event.preventDefault()
        resolve(false)
      } else reject(storageFailed(request.error))
    }
    tx.oncomplete = () => resolve(true)
    tx.onabort = () => {
      if (tx.error) reject(storageFailed(tx.error))
    }
  })
}

export async function idbDelete(db: IDBDatabase, store: string, key: string): Promise<void> {
  await run(db, store, 'readwrite', (s) => s.delete(key))
}

function run(
  db: IDBDatabase,
  store: string,
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, mode)
    const request = action(tx.objectStore(store))
    let result: unknown
    request.onsuccess = () => {
      result = request.result
    }
    tx.oncomplete = () => resolve(result)
    tx.onerror = () => reject(storageFailed(tx.error ?? request.error))
    tx.onabort = () => reject(storageFailed(tx.error))
  })
}

function storageFailed(cause: unknown): FoyerError {
  return new FoyerError('DEVICE_STORAGE_FAILED', { cause })
}
