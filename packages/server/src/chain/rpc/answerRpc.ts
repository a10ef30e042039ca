import { RPC_BATCH_SIZE } from '@foyer/protocol'
import { z } from 'zod'
import type { ForwardResult } from './forwardRpc'
import { BROADCAST_METHODS, PROXIED_METHODS } from './isProxiedMethod'
import {
  JSON_RPC_INTERNAL_ERROR,
  JSON_RPC_INVALID_REQUEST,
  JSON_RPC_METHOD_NOT_FOUND,
  JSON_RPC_PARSE_ERROR,
  type JsonRpcErrorResponse,
  type JsonRpcId,
  jsonRpcError,
} from './jsonRpcError'

const idSchema = z.union([z.string(), z.number(), z.null()])

const requestSchema = z.object({
  jsonrpc: z.literal('2.0', { error: 'jsonrpc must be "2.0"' }),
  method: z.string({ error: 'method must be a string' }).min(1, 'method must not be empty'),
  params: z
    .union([z.array(z.unknown()), z.record(z.string(), z.unknown())], {
      error: 'params must be an array or an object',
    })
    .optional(),
  id: idSchema.optional(),
})

export interface ForwardOptions {
  /** The payload holds a signed transaction to broadcast. */
  broadcast: boolean
}

/** What a JSON-RPC proxy passes on, and which of those broadcast (never sent twice). */
export interface ProxiedMethods {
  allowed: ReadonlySet<string>
  broadcast: ReadonlySet<string>
}

/** A chain node's: reads and the broadcast of a signed transaction (isProxiedMethod.ts). */
export const NODE_METHODS: ProxiedMethods = {
  allowed: PROXIED_METHODS,
  broadcast: BROADCAST_METHODS,
}

export interface RpcAnswer {
  statusCode: number
  body: unknown
}

/** One request of the body: refused here with an error, or passed to the node. */
type Checked = { error: JsonRpcErrorResponse } | { forward: unknown; id: JsonRpcId; method: string }

/**
 * The proxy's answer to a JSON-RPC body (one request or a batch of up to RPC_BATCH_SIZE): refused
 * methods (-32601) and malformed requests (-32600) are answered here and never reach the node;
 * the rest go to `forward` in one call (flagged when it broadcasts a transaction) and its answer
 * is passed back unchanged. A batch answer
 * keeps the order of the requests. `node` names the node in errors ("The node of chain …");
 * `methods` says what is passed on (default: a chain node's).
 */
export async function answerRpc(
  text: string,
  forward: (payload: unknown, options: ForwardOptions) => Promise<ForwardResult>,
  node: string,
  methods: ProxiedMethods = NODE_METHODS,
): Promise<RpcAnswer> {
  const check = (item: unknown) => checkRequest(item, methods.allowed)
  const isBroadcast = (entries: readonly { method: string }[]) =>
    entries.some((entry) => methods.broadcast.has(entry.method))
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return answer(jsonRpcError(null, JSON_RPC_PARSE_ERROR, 'Parse error: the body is not JSON'))
  }
  if (!Array.isArray(json)) {
    const checked = check(json)
    if ('error' in checked) return answer(checked.error)
    const result = await forward(checked.forward, { broadcast: isBroadcast([checked]) })
    if (!result.ok) return failed(result, node, [checked.id], false)
    return answer(result.body)
  }
  if (json.length === 0) {
    return answer(jsonRpcError(null, JSON_RPC_INVALID_REQUEST, 'Invalid request: empty batch'))
  }
  if (json.length > RPC_BATCH_SIZE) {
    return answer(
      jsonRpcError(
        null,
        JSON_RPC_INVALID_REQUEST,
        `Invalid request: a batch of ${json.length} requests is larger than ${RPC_BATCH_SIZE}, the most one batch may hold`,
      ),
    )
  }
  const checked = json.map(check)
  const forwarded = checked.flatMap((entry) => ('forward' in entry ? [entry] : []))
  if (forwarded.length === 0) {
    return answer(checked.flatMap((entry) => ('error' in entry ? [entry.error] : [])))
  }
  const result = await forward(
    forwarded.map((entry) => entry.forward),
    { broadcast: isBroadcast(forwarded) },
  )
  if (!result.ok) {
    const ids = forwarded.map((entry) => entry.id)
    return failed(result, node, ids, true)
  }
  return answer(mergeBatch(checked, result.body))
}

function answer(body: unknown): RpcAnswer {
  return { statusCode: 200, body }
}

/** 502/504 with a JSON-RPC error for each forwarded request (an array for a batch). */
function failed(
  result: Extract<ForwardResult, { ok: false }>,
  node: string,
  ids: readonly JsonRpcId[],
  batch: boolean,
): RpcAnswer {
  const message = `${node} ${result.reason}`
  const errors = ids.map((id) => jsonRpcError(id, JSON_RPC_INTERNAL_ERROR, message))
  return { statusCode: result.statusCode, body: batch ? errors : errors[0] }
}

function checkRequest(item: unknown, allowed: ReadonlySet<string>): Checked {
  const parsed = requestSchema.safeParse(item)
  if (!parsed.success) {
    const id = idSchema.safeParse((item as { id?: unknown } | null)?.id)
    const reason = parsed.error.issues[0]?.message ?? 'not a JSON-RPC 2.0 request'
    return {
      error: jsonRpcError(
        id.success ? id.data : null,
        JSON_RPC_INVALID_REQUEST,
        `Invalid request: ${reason}`,
      ),
    }
  }
  const id = parsed.data.id ?? null
  if (!allowed.has(parsed.data.method)) {
    return {
      error: jsonRpcError(
        id,
        JSON_RPC_METHOD_NOT_FOUND,
        `Requested RPC call is not allowed: ${parsed.data.method} is not served by this API`,
      ),
    }
  }
  return { forward: item, id, method: parsed.data.method }
}

/**
 * The batch answer in request order: each refusal in its place, each forwarded request's answer
 * found by id; answers the node gave that match no request are appended, and a single error the
 * node gave for the whole batch stands for each forwarded request.
 */
function mergeBatch(checked: readonly Checked[], nodeBody: unknown): unknown[] {
  const answers: unknown[] = Array.isArray(nodeBody) ? [...nodeBody] : []
  const whole = Array.isArray(nodeBody) ? undefined : nodeBody
  const merged = checked.map((entry) => {
    if ('error' in entry) return entry.error
    if (whole !== undefined) return { ...(whole as object), id: entry.id }
    const at = answers.findIndex((item) => (item as { id?: unknown } | null)?.id === entry.id)
    return at < 0 ? undefined : answers.splice(at, 1)[0]
  })
  return [...merged.filter((item) => item !== undefined), ...answers]
}
