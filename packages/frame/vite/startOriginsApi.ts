import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Test projects of startOriginsApi: one with origins, one without; UNKNOWN is not a project. */
export const SHOP = 'a1'.repeat(16)
export const EMPTY = 'b2'.repeat(16)
export const UNKNOWN = 'c3'.repeat(16)

/**
 * A real HTTP server playing the Foyer API's `GET /projects/v1/origins` contract: the project's
 * entries, 403 UNKNOWN_PROJECT for an unknown id, 400 without st/sv. It records every request.
 */
export async function startOriginsApi() {
  const projects = new Map<string, string[]>([
    [SHOP, ['https://shop.example', 'https://*.shop.example', 'http://localhost:*']],
    [EMPTY, []],
  ])
  const requests: URL[] = []
  let status: number | undefined
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api.test')
    requests.push(url)
    const send = (code: number, body: unknown) => {
      response.writeHead(code, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (status !== undefined) return send(status, { error: { code: 'X', message: 'down' } })
    if (url.pathname !== '/projects/v1/origins') return send(404, {})
    if (!url.searchParams.get('st') || !url.searchParams.get('sv')) return send(400, {})
    const origins = projects.get(url.searchParams.get('projectId') ?? '')
    if (!origins) return send(403, { error: { code: 'UNKNOWN_PROJECT', message: 'unknown' } })
    return send(200, { allowedOrigins: origins })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    projects,
    requests,
    failWith(code: number | undefined) {
      status = code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type OriginsApi = Awaited<ReturnType<typeof startOriginsApi>>
