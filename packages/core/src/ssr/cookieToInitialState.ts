import {
  type Config,
  deserialize,
  parseCookie,
  type State,
  cookieToInitialState as wagmiCookieToInitialState,
} from '@wagmi/core'
import { STORAGE_KEYS } from '../storage/storageKeys'

/** The cookie in which the wagmi config Foyer builds keeps its state (with `cookieStorage`). */
const FOYER_WAGMI_COOKIE = `${STORAGE_KEYS.wagmi}.store`

/**
 * The connection state a server renders with (`<FoyerProvider initialState>`), read from the
 * request's `Cookie` header: for the wagmi config Foyer builds (`createFoyer` with
 * `ssr: true, wagmiStorage: cookieStorage`) give the header only; for a dapp's own config, the
 * config and the header, as wagmi's `cookieToInitialState`. Undefined when there is no such
 * cookie or it cannot be read.
 */
export function cookieToInitialState(cookie: string | null | undefined): State | undefined
export function cookieToInitialState(
  config: Config,
  cookie: string | null | undefined,
): State | undefined
export function cookieToInitialState(
  configOrCookie: Config | string | null | undefined,
  cookie?: string | null,
): State | undefined {
  if (typeof configOrCookie === 'object' && configOrCookie !== null) {
    return wagmiCookieToInitialState(configOrCookie, cookie)
  }
  if (!configOrCookie) return undefined
  const text = parseCookie(configOrCookie, FOYER_WAGMI_COOKIE)
  if (!text) return undefined
  try {
    return deserialize<{ state?: State } | null>(text)?.state
  } catch {
    return undefined
  }
}
