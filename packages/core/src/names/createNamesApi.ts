import {
  FoyerError,
  type KitErrorCode,
  NAMES_ROUTES,
  type NameRecord,
  type NameSuggestion,
  nameRecordSchema,
  nameSuggestionsResponseSchema,
  type RegisterNameRequest,
  reverseNamesResponseSchema,
  routeUrl,
  type SetNameTextRequest,
} from '@foyer/protocol'
import type { ApiClient } from '../api/createApiClient'

type NamesErrorCode = Extract<
  KitErrorCode,
  | 'NAME_RESOLVE_FAILED'
  | 'NAMES_FETCH_FAILED'
  | 'NAME_SUGGESTIONS_FAILED'
  | 'NAME_REGISTER_FAILED'
  | 'NAME_TEXT_FAILED'
>

/** Which call failed: its code and the code's params (docs/product.md#names). */
type NamesFailure = { code: NamesErrorCode; params?: Record<string, string> }

/**
 * A failed name request: the call's code, and the API's first reason description as `details`
 * when it gave one (docs/product.md#errors: the API's reason is what the visitor reads).
 */
export class NamesApiError extends FoyerError<NamesErrorCode> {
  override name = 'NamesApiError'
  constructor(
    failure: NamesFailure,
    /** The API's first reason description. */
    reason?: string,
    /** The HTTP status, undefined when no answer came. */
    readonly status?: number,
  ) {
    super(failure.code, {
      ...(failure.params ? { params: failure.params } : {}),
      ...(reason ? { details: reason } : {}),
    })
  }
}

export type NamesApi = {
  /** The record of a name, or null when it is not registered (404). */
  account(name: string): Promise<NameRecord | null>
  /** The names of an address. */
  reverse(address: string): Promise<NameRecord[]>
  /** The typed name (when valid) and variants, each marked registered or not. */
  suggestions(name: string): Promise<NameSuggestion[]>
  register(request: RegisterNameRequest): Promise<NameRecord>
  /** Sets text records (ENSIP-5, e.g. `avatar`) of a name, signed by the address holding it. */
  setText(request: SetNameTextRequest): Promise<NameRecord>
}

/**
 * The names API of the Foyer server (docs/product.md; paths from NAMES_ROUTES). A failure throws
 * a NamesApiError: the call's code, with the API's first reason description when it gives one.
 */
export function createNamesApi(
  api: Pick<ApiClient, 'url'>,
  fetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): NamesApi {
  async function call<T>(
    path: string,
    failure: NamesFailure,
    parse: (value: unknown) => T,
    init: RequestInit = { method: 'GET' },
    notFound?: T,
  ): Promise<T> {
    let response: Response
    try {
      response = await fetch(api.url(path), init)
    } catch {
      throw new NamesApiError(failure)
    }
    if (response.status === 404 && notFound !== undefined) return notFound
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) throw new NamesApiError(failure, firstReason(body), response.status)
    try {
      return parse(body)
    } catch {
      throw new NamesApiError(failure, undefined, response.status)
    }
  }
  const routes = NAMES_ROUTES
  return {
    account: (name) =>
      call(
        routeUrl(routes.account, { name }),
        { code: 'NAME_RESOLVE_FAILED' },
        (body) => nameRecordSchema.parse(body),
        undefined,
        null,
      ),
    reverse: (address) =>
      call(routeUrl(routes.reverse, { address }), { code: 'NAMES_FETCH_FAILED' }, (body) =>
        reverseNamesResponseSchema.parse(body),
      ),
    suggestions: (name) =>
      call(
        routeUrl(routes.suggestions, { name }),
        { code: 'NAME_SUGGESTIONS_FAILED' },
        (body) => nameSuggestionsResponseSchema.parse(body).suggestions,
      ),
    register: (request) =>
      call(
        routeUrl(routes.register),
        { code: 'NAME_REGISTER_FAILED', params: { name: nameOfMessage(request.message) } },
        (body) => nameRecordSchema.parse(body),
        {
          method: routes.register.method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        },
      ),
    setText: (request) =>
      call(
        routeUrl(routes.setText),
        { code: 'NAME_TEXT_FAILED', params: { name: nameOfMessage(request.message) } },
        (body) => nameRecordSchema.parse(body),
        {
          method: routes.setText.method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        },
      ),
  }
}

/** `reasons[0].description` of an error body, when it has one. */
function firstReason(body: unknown): string | undefined {
  const reasons = (body as { reasons?: unknown } | undefined)?.reasons
  const first = Array.isArray(reasons) ? (reasons[0] as { description?: unknown }) : undefined
  return typeof first?.description === 'string' && first.description !== ''
    ? first.description
    : undefined
}

function nameOfMessage(message: string): string {
  try {
    const name = (JSON.parse(message) as { name?: unknown }).name
    return typeof name === 'string' ? name : ''
  } catch {
    return ''
  }
}
