import {
  NAMES_ERROR_MESSAGES,
  type NameRecord,
  type NameSuggestion,
  nameRecordSchema,
  nameSuggestionsResponseSchema,
  type RegisterNameRequest,
  reverseNamesResponseSchema,
} from '@foyer/protocol'
import type { ApiClient } from '../api/createApiClient'

/** A failed name request; `message` is what the visitor is shown (spec §8). */
export class NamesApiError extends Error {
  override name = 'NamesApiError'
  constructor(
    message: string,
    /** The HTTP status, undefined when no answer came. */
    readonly status?: number,
  ) {
    super(message)
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
}

/**
 * The names API of the Foyer server (spec §7). A failure throws a NamesApiError with the API's
 * first reason description when it gives one, else the spec's message for the call (§8).
 */
export function createNamesApi(
  api: Pick<ApiClient, 'url'>,
  fetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): NamesApi {
  async function call<T>(
    path: string,
    fallback: string,
    parse: (value: unknown) => T,
    init: RequestInit = { method: 'GET' },
    notFound?: T,
  ): Promise<T> {
    let response: Response
    try {
      response = await fetch(api.url(path), init)
    } catch {
      throw new NamesApiError(fallback)
    }
    if (response.status === 404 && notFound !== undefined) return notFound
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) throw new NamesApiError(firstReason(body) ?? fallback, response.status)
    try {
      return parse(body)
    } catch {
      throw new NamesApiError(fallback, response.status)
    }
  }
  const segment = encodeURIComponent
  return {
    account: (name) =>
      call(
        `/v1/profile/account/${segment(name)}`,
        NAMES_ERROR_MESSAGES.resolveName,
        (body) => nameRecordSchema.parse(body),
        undefined,
        null,
      ),
    reverse: (address) =>
      call(`/v1/profile/reverse/${segment(address)}`, NAMES_ERROR_MESSAGES.fetchNames, (body) =>
        reverseNamesResponseSchema.parse(body),
      ),
    suggestions: (name) =>
      call(
        `/v1/profile/suggestions/${segment(name)}`,
        NAMES_ERROR_MESSAGES.fetchSuggestions,
        (body) => nameSuggestionsResponseSchema.parse(body).suggestions,
      ),
    register: (request) =>
      call(
        '/v1/profile/account',
        NAMES_ERROR_MESSAGES.registerName(nameOfMessage(request.message)),
        (body) => nameRecordSchema.parse(body),
        {
          method: 'POST',
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
