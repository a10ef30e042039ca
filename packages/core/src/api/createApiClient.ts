import {
  API_ERROR_MESSAGES,
  type ApiErrorCode,
  FoyerError,
  SDK_TYPE,
  SDK_VERSION,
} from '@foyer/protocol'
import { loadContracts } from './loadContracts'

/**
 * A non-OK answer of the Foyer server: code HTTP_STATUS, 'HTTP status code: {n}'
 * (docs/product.md, Errors), with the `status` and the server's own `error.code` (`apiCode`)
 * when it named one of the API's.
 */
export class HttpError extends FoyerError<'HTTP_STATUS'> {
  constructor(
    readonly status: number,
    readonly apiCode?: ApiErrorCode,
  ) {
    super('HTTP_STATUS', { params: { status } })
  }
}

/**
 * The HttpError of a non-OK `response`, with the code its JSON error body names, if any. A body
 * that cannot be checked (its schema failed to load) names none: an unchecked code is not trusted.
 */
export async function httpErrorOf(response: Response): Promise<HttpError> {
  const [contracts, json] = await Promise.all([
    loadContracts().catch(() => undefined),
    response.json().catch(() => undefined),
  ])
  const code = contracts?.apiErrorSchema.safeParse(json).data?.error.code
  return new HttpError(
    response.status,
    code !== undefined && Object.hasOwn(API_ERROR_MESSAGES, code)
      ? (code as ApiErrorCode)
      : undefined,
  )
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

/**
 * Requests to the Foyer server; every one carries projectId, st and sv (docs/product.md). Paths
 * come from the routes' contracts in @foyer/protocol (`routeUrl`).
 */
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
    if (!response.ok) throw await httpErrorOf(response)
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
