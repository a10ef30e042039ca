import {
  AUTH_ROUTES,
  apiErrorSchema,
  CHAIN_DATA_ROUTES,
  FARCASTER_AUTH_ROUTES,
  REMOTE_CONFIG_ROUTES,
  type RouteContract,
  routeUrl,
  SESSION_ROUTES,
  SMART_ACCOUNT_ROUTES,
  SOCIAL_AUTH_ROUTES,
  WALLET_SHARES_ROUTES,
} from '@foyer/protocol'
import type { z } from 'zod'
import { ApiRequestError, apiErrorCodeOf } from './apiRequestError'
import type { FrameApi } from './frameApi'

export type HttpFrameApiOptions = {
  apiUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: typeof fetch
}

/** A route of the frame's. */
type FrameRoute = RouteContract & { readonly method: 'GET' | 'POST' }

/** The answer of `route`: its response schema's output, nothing for a route without one. */
type Answer<R extends FrameRoute> = R['response'] extends z.ZodType
  ? z.infer<R['response']>
  : undefined

/**
 * The FrameApi over HTTP, from the routes' contracts in @foyer/protocol: JSON bodies, bearer
 * session, every answer validated by its route's response schema.
 */
export function createHttpFrameApi(options: HttpFrameApiOptions): FrameApi {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis)
  const sdkParams = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion }
  const jsonRpcRoutes = {
    node: CHAIN_DATA_ROUTES.rpcProxy,
    bundler: SMART_ACCOUNT_ROUTES.bundler,
    paymaster: SMART_ACCOUNT_ROUTES.paymaster,
  } as const

  async function call<R extends FrameRoute>(
    route: R,
    init: {
      token?: string
      body?: unknown
      /** The path's parameters (`:address`), and query parameters beside the SDK's. */
      params?: Record<string, string>
      query?: Record<string, string>
      /** Ends the request early (a long poll nobody waits for any more). */
      signal?: AbortSignal
    } = {},
  ): Promise<Answer<R>> {
    const path = routeUrl(route as RouteContract<'/:address'>, init.params as never, {
      ...init.query,
      ...sdkParams,
    })
    const url = new URL(path, options.apiUrl)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (init.token) headers.authorization = `Bearer ${init.token}`
    let response: Response
    try {
      response = await fetchFn(url, {
        method: route.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'omit',
        ...(init.signal ? { signal: init.signal } : {}),
      })
    } catch {
      if (init.signal?.aborted) throw new ApiRequestError(0, 'REQUEST_ABORTED')
      throw new ApiRequestError(0, 'NETWORK_ERROR')
    }
    if (!response.ok) {
      const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined))
      const code = apiErrorCodeOf(response.status, parsed.data?.error.code)
      throw parsed.success
        ? new ApiRequestError(response.status, code, parsed.data.error.message)
        : new ApiRequestError(response.status, code, `Request failed (${response.status})`)
    }
    if (!route.response) return undefined as Answer<R>
    const parsed = route.response.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new ApiRequestError(response.status, 'BAD_RESPONSE')
    return parsed.data as Answer<R>
  }

  return {
    async getAllowedOrigins() {
      return (await call(REMOTE_CONFIG_ROUTES.allowedOrigins)).allowedOrigins
    },
    connectEmail: (body, token) =>
      call(AUTH_ROUTES.emailConnect, { body, ...(token ? { token } : {}) }),
    verifyOtp: (body) => call(AUTH_ROUTES.emailOtp, { body }),
    waitForDevice: (body) => call(AUTH_ROUTES.deviceWait, { body }),
    getSession: (token) => call(AUTH_ROUTES.session, { token }),
    async signOut(token) {
      await call(AUTH_ROUTES.signOut, { token, body: {} })
    },
    updateEmail: (token, newEmail) => call(AUTH_ROUTES.emailUpdate, { token, body: { newEmail } }),
    updateEmailPrimary: (token, otp) =>
      call(AUTH_ROUTES.emailUpdatePrimary, { token, body: { otp } }),
    updateEmailSecondary: (token, otp) =>
      call(AUTH_ROUTES.emailUpdateSecondary, { token, body: { otp } }),
    async createShares(token, body) {
      await call(WALLET_SHARES_ROUTES.store, { token, body })
    },
    getAuthShare: (token) => call(WALLET_SHARES_ROUTES.authShare, { token }),
    getRecoveryShare: (token) => call(WALLET_SHARES_ROUTES.recoveryShare, { token }),
    protectWallet: (token, body) => call(WALLET_SHARES_ROUTES.protect, { token, body }),
    getRecoveryRecord: (token) => call(WALLET_SHARES_ROUTES.recovery, { token }),
    addRecoveryMethod: (token, body) =>
      call(WALLET_SHARES_ROUTES.addRecoveryMethod, { token, body }),
    removeRecoveryPasskey: (token, credentialId) =>
      call(WALLET_SHARES_ROUTES.removeRecoveryPasskey, { token, body: { credentialId } }),
    releaseFromCustodian: (token, body) =>
      call(WALLET_SHARES_ROUTES.custodianRelease, { token, body }),
    getSmartAccountNetworks: () => call(SMART_ACCOUNT_ROUTES.networks),
    getSessions: (address, chainId) =>
      call(SESSION_ROUTES.sessions, {
        params: { address },
        query: { chainId: `eip155:${chainId}` },
      }),
    revokeSession: (address, chainId, body) =>
      call(SESSION_ROUTES.revoke, {
        params: { address },
        query: { chainId: `eip155:${chainId}` },
        body,
      }),
    jsonRpcUrl: (service, chainId) =>
      new URL(
        routeUrl(jsonRpcRoutes[service], {}, { chainId: `eip155:${chainId}`, ...sdkParams }),
        options.apiUrl,
      ).href,
    startSocial: (body) => call(SOCIAL_AUTH_ROUTES.start, { body }),
    socialCallback: (body) => call(SOCIAL_AUTH_ROUTES.callback, { body }),
    startFarcaster: (body) => call(FARCASTER_AUTH_ROUTES.start, { body }),
    connectFarcaster: (body, signal) =>
      call(FARCASTER_AUTH_ROUTES.connect, { body, ...(signal ? { signal } : {}) }),
  }
}
