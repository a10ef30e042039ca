import type { FoyerStorage } from '../storage/createStorage'
import { STORAGE_KEYS } from '../storage/storageKeys'

/** The login the device remembers (spec §3): email, login-used flag, last login time. */
export type CachedLogin = { email: string | undefined; loginUsed: boolean; lastLoginTime?: number }

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined)

export function readCachedLogin(storage: FoyerStorage): CachedLogin {
  return {
    email: storage.get(STORAGE_KEYS.email, asString),
    loginUsed: storage.get(STORAGE_KEYS.loginUsed) === true,
    lastLoginTime: storage.get(STORAGE_KEYS.lastLoginTime, (v) =>
      typeof v === 'number' ? v : undefined,
    ),
  }
}

export function saveCachedLogin(storage: FoyerStorage, email: string | undefined, now: number) {
  if (email) storage.set(STORAGE_KEYS.email, email)
  storage.set(STORAGE_KEYS.loginUsed, true)
  storage.set(STORAGE_KEYS.lastLoginTime, now)
}

/** Forgets the login (a check said not connected, or the visitor disconnected; spec §4). */
export function clearCachedLogin(storage: FoyerStorage) {
  storage.remove(STORAGE_KEYS.email)
  storage.remove(STORAGE_KEYS.loginUsed)
  storage.remove(STORAGE_KEYS.lastLoginTime)
}
