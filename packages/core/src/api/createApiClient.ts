import { SDK_TYPE, SDK_VERSION } from '@foyer/protocol'
import { ERROR_MESSAGES } from '../errors/messages'

/** A non-OK answer of the Foyer server: 'HTTP status code: {n}' (spec §8). */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(readonly status: number) {
    super(ERROR_MESSAGES.httpStatus(status))
  }
}

export type QueryParams = Record<string, string | number | boolean | undefined>

export type ApiClientOptions = {
  baseUrl: string
  projectId: string
  sdkType?: string
  sdkVersion?: string
  fetch?: typeof globalThis.fetch
}

export type ApiClient = {
  /** The URL of `path` with `params` and the projectId, st and sv every request carries. */
  url(path: string, params?: QueryParams): string
  get<T>(path: string, params?: QueryParams): Promise<T>
  post<T>(path: string, body: unknown, params?: QueryParams): Promise<T>
}

/** Requests to the Foyer server; every one carries projectId, st and sv (spec §7). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args) => globalThis.fetch(...args))
  const sdk = {
    projectId: options.projectId,
    st: options.sdkType ?? SDK_TYPE,
    sv: options.sdkVersion ?? SDK_VERSION,
  }

  function url(path: string, params: QueryParams = {}) {
    const target = new URL(path.replace(/^\//, ''), `${options.baseUrl.replace(/\/$/, '')}/`)
    for (const [key, value] of Object.entries({ ...params, ...sdk })) {
      if (value !== undefined && value !== '') target.searchParams.set(key, String(value))
    }
    return target.toString()
  }

  async function request<T>(path: string, init: RequestInit, params?: QueryParams): Promise<T> {
    const response = await doFetch(url(path, params), init)
    if (!response.ok) throw new HttpError(response.status)
    return (await response.json()) as T
  }

  return {
    url,
    get: (path, params) => request(path, { method: 'GET' }, params),
    post: (path, body, params) =>
      request(
        path,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        params,
      ),
  }
}
