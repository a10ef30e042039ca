import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type {
  Balance,
  CaipNetworkId,
  HistoryResponse,
  IdentityResponse,
  NftsResponse,
} from '@foyer/protocol'

export type ChainDataRoute =
  | 'supported-chains'
  | 'balance'
  | 'history'
  | 'nfts'
  | 'identity'
  | 'convert'

/** What the stand-in answers; each handler gets the address and the query. */
export type ChainDataHandlers = {
  supportedChains: CaipNetworkId[]
  balances(address: string, query: URLSearchParams): Balance[] | Promise<Balance[]>
  history(address: string, query: URLSearchParams): HistoryResponse
  nfts(address: string, query: URLSearchParams): NftsResponse
  identity(address: string): IdentityResponse
  /**
   * The swap API (`/v1/convert/<name>`): an answer of the route's shape, or a status and body
   * (see convertStandIn.ts). 404 without one.
   */
  convert?(
    name: string,
    query: URLSearchParams,
    body: unknown,
  ): Promise<{ status: number; body: unknown }>
}

export type RecordedRequest = { route: ChainDataRoute; path: string; query: URLSearchParams }

export type ChainDataServer = {
  url: string
  requests: RecordedRequest[]
  /** Requests to one route. */
  requestsTo(route: ChainDataRoute): RecordedRequest[]
  handlers: ChainDataHandlers
  /** Answers the route with this status (e.g. 502, a failing node) until `heal`. */
  fail(route: ChainDataRoute, status: number): void
  heal(route: ChainDataRoute): void
  close(): Promise<void>
}

const ROUTES: [RegExp, ChainDataRoute][] = [
  [/^\/v1\/supported-chains$/, 'supported-chains'],
  [/^\/v1\/account\/([^/]+)\/balance$/, 'balance'],
  [/^\/v1\/account\/([^/]+)\/history$/, 'history'],
  [/^\/v1\/account\/([^/]+)\/nfts$/, 'nfts'],
  [/^\/v1\/identity\/([^/]+)$/, 'identity'],
  [/^\/v1\/convert\/([^/]+)$/, 'convert'],
]

/**
 * A stand-in for the Foyer server's chain data routes in unit tests: a real HTTP server on
 * loopback answering the protocol's shapes (docs/product.md) from the test's handlers, and 400
 * 'Unsupported chain' for a chain it does not serve, as the server does.
 */
export async function startChainDataServer(
  handlers: Partial<ChainDataHandlers> = {},
): Promise<ChainDataServer> {
  const state: ChainDataHandlers = {
    supportedChains: ['eip155:31337'],
    balances: () => [],
    history: () => ({ data: [], next: null }),
    nfts: () => ({ data: [], next: null }),
    identity: () => ({ name: null, avatar: null }),
    ...handlers,
  }
  const requests: RecordedRequest[] = []
  const failures = new Map<ChainDataRoute, number>()

  async function answer(
    route: ChainDataRoute,
    address: string,
    query: URLSearchParams,
    body: unknown,
  ) {
    const chainId = query.get('chainId')
    if (route === 'convert') {
      return state.convert
        ? state.convert(address, query, body)
        : { status: 404, body: { error: 'Not found' } }
    }
    if (route !== 'supported-chains' && route !== 'identity') {
      if (!chainId || !state.supportedChains.includes(chainId as CaipNetworkId)) {
        return { status: 400, body: { error: 'Unsupported chain' } }
      }
    }
    switch (route) {
      case 'supported-chains':
        return { status: 200, body: { http: state.supportedChains, ws: [] } }
      case 'balance':
        return { status: 200, body: { balances: await state.balances(address, query) } }
      case 'history':
        return { status: 200, body: state.history(address, query) }
      case 'nfts':
        return { status: 200, body: state.nfts(address, query) }
      case 'identity':
        return { status: 200, body: state.identity(address) }
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const match = ROUTES.map(
      ([pattern, route]) => [pattern.exec(url.pathname), route] as const,
    ).find(([found]) => found)
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const [found, route] = match ?? []
    const post = route === 'convert' && request.method === 'POST'
    if (!route || (request.method !== 'GET' && !post)) return send(404, { error: 'Not found' })
    let posted: unknown
    if (post) {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      posted = JSON.parse(Buffer.concat(chunks).toString() || 'null')
    }
    requests.push({ route, path: url.pathname, query: url.searchParams })
    const failure = failures.get(route)
    if (failure) return send(failure, { error: 'Upstream failure' })
    try {
      const { status, body } = await answer(
        route,
        decodeURIComponent(found?.[1] ?? ''),
        url.searchParams,
        posted,
      )
      send(status, body)
    } catch (error) {
      send(500, { error: String(error) })
    }
  }

  const server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (route) => requests.filter((request) => request.route === route),
    handlers: state,
    fail: (route, status) => void failures.set(route, status),
    heal: (route) => void failures.delete(route),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
