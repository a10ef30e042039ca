import type { SiwxOptions } from '@foyer/core'
import { SIWX_STATEMENT } from './siwxStatement'
import type { SiwxMode } from './switches'

/**
 * The page's `siwx` option for a mode. The session is a cookie of the API's host, which must be
 * on the page's site: the dev API answers on every loopback name, so a page opened at
 * `foyer.localhost` calls the session routes at `foyer.localhost` rather than `localhost`.
 */
export function siwxOptions(
  mode: SiwxMode,
  apiUrl: string,
  page: { hostname: string },
): SiwxOptions | undefined {
  if (mode === 'off') return undefined
  return {
    required: mode === 'required',
    statement: SIWX_STATEMENT,
    apiUrl: apiUrl.replace('//localhost:', `//${page.hostname}:`),
  }
}
