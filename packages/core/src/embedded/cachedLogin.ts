import { REMOTE_SOCIALS, type RemoteSocial } from '@foyer/protocol'
import type { FoyerStorage } from '../storage/createStorage'
import { STORAGE_KEYS } from '../storage/storageKeys'

/**
 * Who signed in: an email login, a social / Farcaster login (its provider, the user name the
 * provider gave, and the email when the provider gave a verified one), or a passkey login (the
 * wallet's email when it has one).
 */
export type LoginIdentity =
  | { email: string; socialProvider?: undefined; socialUsername?: undefined; passkey?: undefined }
  | {
      socialProvider: RemoteSocial
      socialUsername?: string | undefined
      email?: string | undefined
      passkey?: undefined
    }
  | {
      passkey: true
      email?: string | undefined
      socialProvider?: undefined
      socialUsername?: undefined
    }

/**
 * The login the device remembers (docs/product.md): email, login-used flag, last login time, and for a
 * social login the social username and the provider (the account state's socialProvider).
 */
export type CachedLogin = {
  email: string | undefined
  loginUsed: boolean
  lastLoginTime?: number
  socialProvider?: RemoteSocial
  socialUsername?: string
  /** The last login was a passkey's. */
  passkey?: boolean
}

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined)
const asSocial = (value: unknown) =>
  REMOTE_SOCIALS.find((social) => social === value) as RemoteSocial | undefined

export function readCachedLogin(storage: FoyerStorage): CachedLogin {
  return {
    email: storage.get(STORAGE_KEYS.email, asString),
    loginUsed: storage.get(STORAGE_KEYS.loginUsed) === true,
    lastLoginTime: storage.get(STORAGE_KEYS.lastLoginTime, (v) =>
      typeof v === 'number' ? v : undefined,
    ),
    socialProvider: storage.get(STORAGE_KEYS.socialProvider, asSocial),
    socialUsername: storage.get(STORAGE_KEYS.socialUsername, asString),
    ...(storage.get(STORAGE_KEYS.passkeyLogin) === true ? { passkey: true } : {}),
  }
}

/** Remembers a login: it replaces whatever the last one left (an email login has no social values). */
export function saveCachedLogin(storage: FoyerStorage, login: LoginIdentity, now: number) {
  // `undefined` removes the key.
  storage.set(STORAGE_KEYS.email, login.email)
  storage.set(STORAGE_KEYS.socialProvider, login.socialProvider)
  storage.set(STORAGE_KEYS.socialUsername, login.socialUsername)
  storage.set(STORAGE_KEYS.passkeyLogin, login.passkey)
  storage.set(STORAGE_KEYS.loginUsed, true)
  storage.set(STORAGE_KEYS.lastLoginTime, now)
}

/** The identity of the remembered login, if there is one. */
export function cachedIdentity(cached: CachedLogin): LoginIdentity | undefined {
  if (cached.socialProvider) {
    return {
      socialProvider: cached.socialProvider,
      socialUsername: cached.socialUsername,
      email: cached.email,
    }
  }
  if (cached.passkey) return { passkey: true, email: cached.email }
  return cached.email ? { email: cached.email } : undefined
}

/** Forgets the login (a check said not connected, or the visitor disconnected; docs/product.md). */
export function clearCachedLogin(storage: FoyerStorage) {
  storage.remove(STORAGE_KEYS.email)
  storage.remove(STORAGE_KEYS.loginUsed)
  storage.remove(STORAGE_KEYS.lastLoginTime)
  storage.remove(STORAGE_KEYS.socialProvider)
  storage.remove(STORAGE_KEYS.socialUsername)
  storage.remove(STORAGE_KEYS.passkeyLogin)
}
