import { RelayRpcError, RPC_ERROR_CODES } from './rpcErrors'

/**
 * One websocket frame from a client. `id` of a request is the JSON text of its id, answered
 * unchanged: the SDKs use ids beyond 2^53, which a parsed number would round.
 */
export type RpcFrame =
  | { kind: 'request'; id: string; method: string; params: unknown }
  | { kind: 'response'; id: unknown; ok: boolean }
  | { kind: 'invalid'; id: string; error: RelayRpcError }

/** Reads a JSON-RPC 2.0 request, or a response to a request of the relay (an ack). */
export function parseRpcFrame(text: string): RpcFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return invalid('null', RPC_ERROR_CODES.parseError, `Parse error: ${(error as Error).message}`)
  }
  if (Array.isArray(value)) {
    return invalid('null', RPC_ERROR_CODES.invalidRequest, 'Batch requests are not supported')
  }
  if (typeof value !== 'object' || value === null) {
    return invalid('null', RPC_ERROR_CODES.invalidRequest, 'Expected a JSON-RPC 2.0 object')
  }
  const frame = value as Record<string, unknown>
  if (!('method' in frame) && ('result' in frame || 'error' in frame)) {
    return { kind: 'response', id: frame.id, ok: 'result' in frame && !('error' in frame) }
  }
  const id = idText(text, frame.id)
  if (id === undefined) {
    return invalid(
      'null',
      RPC_ERROR_CODES.invalidRequest,
      'A request needs an id: a string or a number',
    )
  }
  if (frame.jsonrpc !== '2.0') {
    return invalid(id, RPC_ERROR_CODES.invalidRequest, 'jsonrpc must be "2.0"')
  }
  if (typeof frame.method !== 'string' || frame.method === '') {
    return invalid(id, RPC_ERROR_CODES.invalidRequest, 'method must be a non-empty string')
  }
  return { kind: 'request', id, method: frame.method, params: frame.params }
}

function invalid(id: string, code: number, message: string): RpcFrame {
  return { kind: 'invalid', id, error: new RelayRpcError(code, message) }
}

const NUMBER_TOKEN = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/

/** The JSON text of a request id, or undefined when it is missing or not a string or number. */
function idText(text: string, id: unknown): string | undefined {
  if (typeof id === 'string') return JSON.stringify(id)
  if (typeof id !== 'number') return undefined
  if (Number.isSafeInteger(id)) return String(id)
  const raw = topLevelValue(text, 'id')
  return raw !== undefined && NUMBER_TOKEN.test(raw) ? raw : JSON.stringify(id)
}

/** The raw text of a number member of the top-level object (the last one, as JSON.parse keeps). */
function topLevelValue(text: string, name: string): string | undefined {
  let depth = 0
  let found: string | undefined
  let i = 0
  while (i < text.length) {
    const char = text[i]
    if (char === '"') {
      const end = stringEnd(text, i)
      let next = end
      while (/\s/.test(text[next] ?? '')) next++
      if (depth === 1 && text[next] === ':' && JSON.parse(text.slice(i, end)) === name) {
        let start = next + 1
        while (/\s/.test(text[start] ?? '')) start++
        let stop = start
        while (stop < text.length && !/[\s,}\]]/.test(text[stop] ?? '')) stop++
        found = text.slice(start, stop)
      }
      i = end
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    i++
  }
  return found
}

/** The index just after the closing quote of the string that opens at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1
  while (i < text.length) {
    if (text[i] === '\\') i += 2
    else if (text[i] === '"') return i + 1
    else i++
  }
  return text.length
}
