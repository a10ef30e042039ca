import { createServer, type IncomingMessage } from 'node:http'

export interface RpcCall {
  method: string
  params: unknown[]
}

/** What the proxy answers one call with. */
export type RpcOutcome = { result: unknown } | { error: { code: number; message: string } }

/**
 * Answers one call: `forward()` passes it on to the node alone and resolves with the node's
 * answer, which the function may answer with, change, or not ask for at all.
 */
export type RpcAnswer = (call: RpcCall, forward: () => Promise<RpcOutcome>) => Promise<RpcOutcome>

export interface CountingRpcProxy {
  url: string
  /** Every JSON-RPC request passed on, in order (each item of a batch separately). */
  calls: RpcCall[]
  /** The calls of one method. */
  callsOf(method: string): RpcCall[]
  /** The most calls of one method the proxy had received and not yet answered at one time. */
  maxInFlight(method: string): number
  close(): Promise<void>
}

interface JsonRpcRequest extends RpcCall {
  jsonrpc: '2.0'
  id: number | string | null
}

/**
 * An HTTP JSON-RPC proxy in front of a real node that records what passes through it, so a
 * test can tell which blocks and ranges a client read. `beforeForward` runs before each request
 * goes on (a test changes the chain there, between two requests of a client). With `answer`,
 * each call of a request is answered by it (a test plays a node that lags or refuses a query).
 */
export async function startCountingRpcProxy(
  target: string,
  beforeForward?: (calls: readonly RpcCall[]) => Promise<void>,
  answer?: RpcAnswer,
): Promise<CountingRpcProxy> {
  const calls: RpcCall[] = []
  const inFlight = new Map<string, number>()
  const maxInFlight = new Map<string, number>()
  const count = (received: readonly RpcCall[], change: 1 | -1) => {
    for (const { method } of received) {
      const now = (inFlight.get(method) ?? 0) + change
      inFlight.set(method, now)
      maxInFlight.set(method, Math.max(maxInFlight.get(method) ?? 0, now))
    }
  }
  const post = (body: string) =>
    fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    let received: RpcCall[] = []
    try {
      const json = JSON.parse(body) as JsonRpcRequest | JsonRpcRequest[]
      const items = Array.isArray(json) ? json : [json]
      received = items.map((call) => ({ method: call.method, params: call.params ?? [] }))
      calls.push(...received)
      count(received, 1)
      await beforeForward?.(received)
      if (answer) {
        const answers = await Promise.all(
          items.map(async (item) => {
            const call = { method: item.method, params: item.params ?? [] }
            const outcome = await answer(call, async () => {
              const node = await post(JSON.stringify(item))
              return outcomeOf((await node.json()) as RpcOutcome)
            })
            return { jsonrpc: '2.0', id: item.id, ...outcome }
          }),
        )
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(Array.isArray(json) ? answers : answers[0]))
      } else {
        const node = await post(body)
        response.writeHead(node.status, { 'content-type': 'application/json' })
        response.end(await node.text())
      }
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(String(error))
    } finally {
      count(received, -1)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    callsOf: (method) => calls.filter((call) => call.method === method),
    maxInFlight: (method) => maxInFlight.get(method) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The result or the error of a node's answer, without its id. */
function outcomeOf(answer: RpcOutcome): RpcOutcome {
  return 'error' in answer ? { error: answer.error } : { result: answer.result }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
