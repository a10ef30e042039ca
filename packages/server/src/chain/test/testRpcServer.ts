import { createServer, type IncomingMessage } from 'node:http'
import { onTestFinished } from 'vitest'

/** What the test server answers: an HTTP status and a body (JSON unless already a string). */
export interface TestRpcReply {
  status?: number
  body: unknown
}

/**
 * Answers the `attempt`-th request (from 1) with the JSON body it got; `undefined` never
 * answers (a hung node).
 */
export type TestRpcHandler = (
  request: unknown,
  attempt: number,
) => Promise<TestRpcReply | undefined> | TestRpcReply | undefined

export interface TestRpcServer {
  url: string
  /** The JSON bodies received, in order. */
  requests: unknown[]
  /** The JSON-RPC methods received, batches flattened. */
  methods(): string[]
}

/**
 * A real HTTP JSON-RPC server on 127.0.0.1 (node:http) answering with `handler`, for the proxy
 * tests. Close it with `close`; scopedRpcServer closes it when the current test finishes.
 */
export async function testRpcServer(
  handler: TestRpcHandler,
): Promise<TestRpcServer & { close(): Promise<void> }> {
  const requests: unknown[] = []
  const server = createServer(async (request, response) => {
    const text = await readBody(request)
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    requests.push(json)
    const reply = await handler(json, requests.length)
    if (reply === undefined) return
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('no port')
  const close = async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    methods: () =>
      requests
        .flatMap((body) => (Array.isArray(body) ? body : [body]))
        .map((item) => String((item as { method?: unknown }).method)),
    close,
  }
}

/** testRpcServer, closed when the current test finishes. */
export async function scopedRpcServer(handler: TestRpcHandler): Promise<TestRpcServer> {
  const server = await testRpcServer(handler)
  onTestFinished(server.close)
  return server
}

/** A test server in front of `rpcUrl` that passes every request on and records it. */
export async function countingRpcProxy(
  rpcUrl: string,
): Promise<TestRpcServer & { close(): Promise<void> }> {
  return testRpcServer(async (request) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    })
    return { status: response.status, body: await response.text() }
  })
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
