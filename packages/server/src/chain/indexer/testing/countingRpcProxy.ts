import { createServer, type IncomingMessage } from 'node:http'

export interface RpcCall {
  method: string
  params: unknown[]
}

export interface CountingRpcProxy {
  url: string
  /** Every JSON-RPC request passed on, in order (each item of a batch separately). */
  calls: RpcCall[]
  /** The calls of one method. */
  callsOf(method: string): RpcCall[]
  close(): Promise<void>
}

/**
 * An HTTP JSON-RPC proxy in front of a real node that records what passes through it, so a
 * test can tell which blocks and ranges a client read. `beforeForward` runs before each request
 * goes on (a test changes the chain there, between two requests of a client).
 */
export async function startCountingRpcProxy(
  target: string,
  beforeForward?: (calls: readonly RpcCall[]) => Promise<void>,
): Promise<CountingRpcProxy> {
  const calls: RpcCall[] = []
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    try {
      const json = JSON.parse(body) as RpcCall | RpcCall[]
      const received = (Array.isArray(json) ? json : [json]).map((call) => ({
        method: call.method,
        params: call.params ?? [],
      }))
      calls.push(...received)
      await beforeForward?.(received)
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(await answer.text())
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    callsOf: (method) => calls.filter((call) => call.method === method),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
