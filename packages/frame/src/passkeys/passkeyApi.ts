import {
  apiErrorSchema,
  PASSKEY_ROUTES,
  type PasskeyAuthenticationResponse,
  type PasskeyRegistrationResponse,
  type RouteContract,
  routeUrl,
  SDK_TYPE,
  SDK_VERSION,
} from '@foyer/protocol'
import type { z } from 'zod'
import { ApiRequestError, apiErrorCodeOf } from '../api/apiRequestError'

export type PasskeyApiOptions = {
  apiUrl: string
  projectId: string
  sdkType?: string
  sdkVersion?: string
  fetch?: typeof fetch
}

type Answer<R extends RouteContract> = R['response'] extends z.ZodType
  ? z.infer<R['response']>
  : undefined

/**
 * The passkey routes over HTTP (PASSKEY_ROUTES), sent as the frame's API client sends its own:
 * projectId, st and sv in the query, JSON bodies, the session as a bearer token, no cookies;
 * every answer checked by its route's response schema. Failures are ApiRequestErrors.
 */
export function createPasskeyApi(options: PasskeyApiOptions) {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis)

  async function call<R extends RouteContract>(
    route: R,
    init: { token?: string; body?: unknown } = {},
  ): Promise<Answer<R>> {
    const path = routeUrl(
      route as RouteContract<'/'>,
      {},
      {
        projectId: options.projectId,
        st: options.sdkType ?? SDK_TYPE,
        sv: options.sdkVersion ?? SDK_VERSION,
      },
    )
    const headers: Record<string, string> = { accept: 'application/json' }
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (init.token) headers.authorization = `Bearer ${init.token}`
    let response: Response
    try {
      response = await fetchFn(new URL(path, options.apiUrl), {
        method: route.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'omit',
      })
    } catch {
      throw new ApiRequestError(0, 'NETWORK_ERROR')
    }
    if (!response.ok) {
      const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined))
      const code = apiErrorCodeOf(response.status, parsed.data?.error.code)
      throw new ApiRequestError(
        response.status,
        code,
        parsed.data?.error.message ?? `Request failed (${response.status})`,
      )
    }
    if (!route.response) return undefined as Answer<R>
    const parsed = route.response.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new ApiRequestError(response.status, 'BAD_RESPONSE')
    return parsed.data as Answer<R>
  }

  return {
    registerOptions: (token: string) =>
      call(PASSKEY_ROUTES.registerOptions, { token, body: {} }).then((answer) => answer.options),
    registerVerify: (
      token: string,
      body: { response: PasskeyRegistrationResponse; name?: string },
    ) => call(PASSKEY_ROUTES.registerVerify, { token, body }),
    loginOptions: (deviceId: string) =>
      call(PASSKEY_ROUTES.loginOptions, { body: { deviceId } }).then((answer) => answer.options),
    loginVerify: (body: { deviceId: string; response: PasskeyAuthenticationResponse }) =>
      call(PASSKEY_ROUTES.loginVerify, { body }),
    list: (token: string) => call(PASSKEY_ROUTES.list, { token }).then((answer) => answer.passkeys),
    remove: (token: string, id: string) =>
      call(PASSKEY_ROUTES.remove, { token, body: { id } }).then((answer) => answer.passkeys),
  }
}

export type PasskeyApi = ReturnType<typeof createPasskeyApi>
