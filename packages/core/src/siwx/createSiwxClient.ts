import {
  SIWX_PATHS,
  type SiwxNonceResponse,
  type SiwxSession,
  type SiwxVerifyRequest,
  siwxNonceResponseSchema,
  siwxSessionSchema,
} from '@foyer/protocol'
import { type ApiClientOptions, createApiClient, HttpError } from '../api/createApiClient'

export type SiwxClient = {
  /** A fresh single-use nonce from the server. */
  nonce(): Promise<SiwxNonceResponse>
  /** Sends the signed message; the server answers the session and sets its cookie. */
  verify(request: SiwxVerifyRequest): Promise<SiwxSession>
  /** The session the cookie names, `undefined` when there is none (401). */
  me(): Promise<SiwxSession | undefined>
  /** Ends the session and clears the cookie. */
  signOut(): Promise<void>
}

/**
 * The SIWX session routes, called with the page's cookies (`credentials: 'include'`): the
 * session is an httpOnly cookie the page's scripts never see. Failures throw HttpError.
 */
export function createSiwxClient(options: ApiClientOptions): SiwxClient {
  const api = createApiClient(options)
  const doFetch = options.fetch ?? ((...args) => globalThis.fetch(...args))
  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await doFetch(api.url(path), {
      ...init,
      credentials: 'include',
      cache: 'no-store',
    })
    if (!response.ok && response.status !== 401) throw new HttpError(response.status)
    return response
  }
  const authorized = (response: Response) => {
    if (!response.ok) throw new HttpError(response.status)
    return response.json()
  }
  return {
    nonce: async () =>
      siwxNonceResponseSchema.parse(await authorized(await call(SIWX_PATHS.nonce))),
    verify: async (request) =>
      siwxSessionSchema.parse(
        await authorized(
          await call(SIWX_PATHS.verify, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(request),
          }),
        ),
      ),
    async me() {
      const response = await call(SIWX_PATHS.me)
      return response.status === 401 ? undefined : siwxSessionSchema.parse(await response.json())
    },
    async signOut() {
      await call(SIWX_PATHS.signOut, { method: 'POST' })
    },
  }
}
