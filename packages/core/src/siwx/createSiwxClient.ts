import {
  routeUrl,
  SIWX_ROUTES,
  type SiwxNonceResponse,
  type SiwxSession,
  type SiwxVerifyRequest,
  siwxNonceResponseSchema,
  siwxSessionSchema,
} from '@foyer/protocol'
import { type ApiClientOptions, createApiClient, httpErrorOf } from '../api/createApiClient'

type SiwxRoute = (typeof SIWX_ROUTES)[keyof typeof SIWX_ROUTES]

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
  async function call(route: SiwxRoute, init: RequestInit = {}): Promise<Response> {
    const response = await doFetch(api.url(routeUrl(route)), {
      ...init,
      method: route.method,
      credentials: 'include',
      cache: 'no-store',
    })
    if (!response.ok && response.status !== 401) throw await httpErrorOf(response)
    return response
  }
  const authorized = async (response: Response) => {
    if (!response.ok) throw await httpErrorOf(response)
    return response.json()
  }
  return {
    nonce: async () =>
      siwxNonceResponseSchema.parse(await authorized(await call(SIWX_ROUTES.nonce))),
    verify: async (request) =>
      siwxSessionSchema.parse(
        await authorized(
          await call(SIWX_ROUTES.verify, {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(request),
          }),
        ),
      ),
    async me() {
      const response = await call(SIWX_ROUTES.me)
      return response.status === 401 ? undefined : siwxSessionSchema.parse(await response.json())
    },
    async signOut() {
      await call(SIWX_ROUTES.signOut)
    },
  }
}
