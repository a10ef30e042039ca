import { allowedOriginsResponseSchema, apiErrorSchema } from '@foyer/protocol'
import type { z } from 'zod'
import { API_PATHS } from './apiPaths'
import { ApiRequestError } from './apiRequestError'
import {
  authShareResponseSchema,
  connectEmailResponseSchema,
  deviceWaitResponseSchema,
  farcasterConnectResponseSchema,
  farcasterStartResponseSchema,
  recoveryShareResponseSchema,
  sessionSchema,
  sessionStatusSchema,
  socialSessionGrantSchema,
  socialStartResponseSchema,
  updateEmailPrimaryResponseSchema,
  updateEmailResponseSchema,
  updateEmailSecondaryResponseSchema,
} from './apiSchemas'
import type { FrameApi } from './frameApi'

export type HttpFrameApiOptions = {
  apiUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: typeof fetch
}

/** The FrameApi over HTTP: JSON bodies, bearer session, every response validated. */
export function createHttpFrameApi(options: HttpFrameApiOptions): FrameApi {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis)

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S | undefined,
    init: {
      token?: string
      body?: unknown
      query?: Record<string, string>
      /** Ends the request early (a long poll nobody waits for any more). */
      signal?: AbortSignal
    } = {},
  ): Promise<z.infer<S>> {
    const url = new URL(path, options.apiUrl)
    url.searchParams.set('projectId', options.projectId)
    url.searchParams.set('st', options.sdkType)
    url.searchParams.set('sv', options.sdkVersion)
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (init.token) headers.authorization = `Bearer ${init.token}`
    let response: Response
    try {
      response = await fetchFn(url, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'omit',
        ...(init.signal ? { signal: init.signal } : {}),
      })
    } catch {
      if (init.signal?.aborted) throw new ApiRequestError(0, 'ABORTED', 'Request was aborted')
      throw new ApiRequestError(0, 'NETWORK', 'The wallet server could not be reached')
    }
    if (!response.ok) {
      const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined))
      throw parsed.success
        ? new ApiRequestError(response.status, parsed.data.error.code, parsed.data.error.message)
        : new ApiRequestError(response.status, 'HTTP_ERROR', `Request failed (${response.status})`)
    }
    if (!schema) return undefined as z.infer<S>
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) {
      throw new ApiRequestError(response.status, 'BAD_RESPONSE', 'Unexpected server response')
    }
    return parsed.data
  }

  return {
    async getAllowedOrigins() {
      return (await call('GET', API_PATHS.allowedOrigins, allowedOriginsResponseSchema))
        .allowedOrigins
    },
    connectEmail: (body, token) =>
      call('POST', API_PATHS.emailConnect, connectEmailResponseSchema, {
        body,
        ...(token ? { token } : {}),
      }),
    verifyOtp: (body) => call('POST', API_PATHS.emailOtp, sessionSchema, { body }),
    waitForDevice: (body) => call('POST', API_PATHS.deviceWait, deviceWaitResponseSchema, { body }),
    getSession: (token) => call('GET', API_PATHS.session, sessionStatusSchema, { token }),
    async signOut(token) {
      await call('POST', API_PATHS.signOut, undefined, { token, body: {} })
    },
    updateEmail: (token, newEmail) =>
      call('POST', API_PATHS.emailUpdate, updateEmailResponseSchema, { token, body: { newEmail } }),
    updateEmailPrimary: (token, otp) =>
      call('POST', API_PATHS.emailUpdatePrimary, updateEmailPrimaryResponseSchema, {
        token,
        body: { otp },
      }),
    updateEmailSecondary: (token, otp) =>
      call('POST', API_PATHS.emailUpdateSecondary, updateEmailSecondaryResponseSchema, {
        token,
        body: { otp },
      }),
    async createShares(token, body) {
      await call('POST', API_PATHS.shares, undefined, { token, body })
    },
    getAuthShare: (token) => call('GET', API_PATHS.authShare, authShareResponseSchema, { token }),
    getRecoveryShare: (token) =>
      call('GET', API_PATHS.recoveryShare, recoveryShareResponseSchema, { token }),
    startSocial: (body) => call('POST', API_PATHS.socialStart, socialStartResponseSchema, { body }),
    socialCallback: (body) =>
      call('POST', API_PATHS.socialCallback, socialSessionGrantSchema, { body }),
    startFarcaster: (body) =>
      call('POST', API_PATHS.farcasterStart, farcasterStartResponseSchema, { body }),
    connectFarcaster: (body, signal) =>
      call('POST', API_PATHS.farcasterConnect, farcasterConnectResponseSchema, {
        body,
        ...(signal ? { signal } : {}),
      }),
  }
}
