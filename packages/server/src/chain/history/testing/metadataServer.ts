import { createServer } from 'node:http'
export interface MetadataServer {
  url: string
  /** Paths asked, in order. */
  requests: string[]
  close(): Promise<void>
}

/**
 * Serves NFT metadata the way the API serves the dev collection's: `GET /dev/collectibles/
 * {chainId}/{tokenId}` → `{name, image}`; `answer` may replace the body of a path (a status and
 * text).
 */
export async function startMetadataServer(
  answer: (
    path: string,
  ) => { status: number; body: string; headers?: Record<string, string> } | undefined = () =>
    undefined,
): Promise<MetadataServer> {
  const requests: string[] = []
  let url = ''
  const server = createServer((request, response) => {
    const path = request.url ?? ''
    requests.push(path)
    const custom = answer(path)
    if (custom) {
      response.writeHead(custom.status, { 'content-type': 'application/json', ...custom.headers })
      response.end(custom.body)
      return
    }
    const match = /^\/dev\/collectibles\/(\d+)\/(\d+)$/.exec(path)
    if (!match) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        name: `Foyer Collectible #${match[2]}`,
        description: 'A dev collectible',
        image: `${url}/images/${match[1]}/${match[2]}.svg`,
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('no port')
  url = `http://127.0.0.1:${address.port}`
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
