import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  fiatCents,
  formatFiatCents,
  type HistoryResponse,
  ONRAMP_FIAT_CURRENCIES,
  ONRAMP_LIMITS,
  type OnrampOptionsResponse,
  type OnrampPurchaseStatus,
  type OnrampQuoteRequest,
  type OnrampQuoteResponse,
  type OnrampUrlRequest,
} from '@foyer/protocol'
import { formatUnits } from 'viem'

export type OnrampRoute = 'options' | 'quote' | 'url' | 'history'
export type RecordedOnrampRequest = { route: OnrampRoute; query: URLSearchParams; body: unknown }

/** One purchase the stand-in generated a page for. */
export type StandInPurchase = {
  id: string
  request: OnrampUrlRequest
  status: OnrampPurchaseStatus
  failure?: string
  txHash?: string
}

export type OnrampServer = {
  url: string
  requests: RecordedOnrampRequest[]
  requestsTo(route: OnrampRoute): RecordedOnrampRequest[]
  purchases: StandInPurchase[]
  /** Answers the route with this status and API error code until `heal`. */
  fail(route: OnrampRoute, status: number, code?: string): void
  heal(route: OnrampRoute): void
  /** Quotes come back as the product's mocked quote (`estimate: true`). */
  estimateQuotes(on: boolean): void
  /**
   * Quotes follow the amount as the server's do (off: always 0.0245 ETH): at 4000 per whole
   * token, less a 2 % provider fee (rounded up to the cent) and a 0.50 network fee.
   */
  pricedQuotes(on: boolean): void
  close(): Promise<void>
}

/** A sandbox-like provider on the dev chain A (the shapes of the real API's answers). */
export const STAND_IN_OPTIONS: OnrampOptionsResponse = {
  sample: false,
  providers: [
    {
      id: 'foyer-sandbox',
      name: 'Foyer sandbox',
      feeRange: [1, 2],
      sandbox: true,
      paymentMethods: [
        { id: 'card', name: 'Card', limits: { USD: ONRAMP_LIMITS.card, EUR: ONRAMP_LIMITS.card } },
        { id: 'bank', name: 'Bank', limits: { USD: ONRAMP_LIMITS.bank, EUR: ONRAMP_LIMITS.bank } },
      ],
      fiatCurrencies: [...ONRAMP_FIAT_CURRENCIES],
      networks: [
        {
          network: 'eip155:31337',
          name: 'Foyer Dev A',
          tokens: [
            { symbol: 'ETH', name: 'Ether', address: 'native', decimals: 18 },
            {
              symbol: 'FUSD',
              name: 'Foyer USD',
              address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
              decimals: 6,
            },
          ],
        },
      ],
    },
  ],
}

const FIXED_AMOUNTS = {
  cryptoAmount: '0.0245',
  price: '4000.00',
  fees: { provider: '2.00', network: '0.00', total: '2.00' },
}

/** What `fiatAmount` buys at 4000 per token after a 2 % fee and 0.50 for the network. */
function pricedAmounts(fiatAmount: string, decimals: number) {
  const cents = fiatCents(fiatAmount)
  const provider = (cents * 200n + 9_999n) / 10_000n
  const network = 50n
  const net = cents - provider - network
  const units = net > 0n ? (net * 10n ** BigInt(decimals)) / 400_000n : 0n
  return {
    cryptoAmount: formatUnits(units, decimals),
    price: '4000.00',
    fees: {
      provider: formatFiatCents(provider),
      network: formatFiatCents(network),
      total: formatFiatCents(provider + network),
    },
  }
}

/**
 * A stand-in for the Foyer server's on-ramp routes in unit tests (a real HTTP server on loopback
 * answering the protocol's shapes): options, quote (refusing amounts outside the limits as the
 * server does), the page URL (recording a pending purchase) and the history's `onramp` answer.
 */
export async function startOnrampServer({
  options = STAND_IN_OPTIONS,
}: {
  /** What `/v1/onramp/options` answers (and quotes sell): STAND_IN_OPTIONS unless given. */
  options?: OnrampOptionsResponse
} = {}): Promise<OnrampServer> {
  const requests: RecordedOnrampRequest[] = []
  const purchases: StandInPurchase[] = []
  const failures = new Map<OnrampRoute, { status: number; code?: string }>()
  let estimate = false
  let priced = false

  const quoteOf = (request: OnrampQuoteRequest): OnrampQuoteResponse => {
    const token = options.providers[0]?.networks[0]?.tokens.find(
      (entry) => entry.address === request.token,
    )
    if (!token) throw new Error(`unknown token ${request.token}`)
    return {
      provider: request.provider ?? 'foyer-sandbox',
      fiatAmount: request.fiatAmount,
      fiatCurrency: request.fiatCurrency,
      paymentMethod: request.paymentMethod,
      network: request.network,
      token,
      ...(priced ? pricedAmounts(request.fiatAmount, token.decimals) : FIXED_AMOUNTS),
      estimate,
    }
  }

  const history = (): HistoryResponse => ({
    next: null,
    data: purchases.map((purchase) => ({
      id: purchase.id,
      metadata: {
        operationType: 'receive',
        hash: purchase.txHash ?? '',
        minedAt: '2026-11-27T08:00:00.000Z',
        sentFrom: '0xFdAA62Ea18331AFA45CC78b44DBa58d809EaB80e',
        sentTo: purchase.request.address,
        status: { pending: 'pending', completed: 'confirmed', failed: 'failed', expired: 'failed' }[
          purchase.status
        ] as 'pending' | 'confirmed' | 'failed',
        nonce: 0,
        chain: purchase.request.network,
      },
      transfers: [
        {
          fungible_info: { name: 'Ether', symbol: 'ETH' },
          direction: 'in',
          quantity: { numeric: '0.0245' },
        },
      ],
      onramp: {
        provider: purchase.request.provider,
        status: purchase.status,
        fiatAmount: purchase.request.fiatAmount,
        fiatCurrency: purchase.request.fiatCurrency,
        paymentMethod: purchase.request.paymentMethod,
        ...(purchase.failure ? { failure: purchase.failure } : {}),
      },
    })),
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString()
    const body: unknown = text ? JSON.parse(text) : undefined
    const route: OnrampRoute | undefined =
      url.pathname === '/v1/onramp/options'
        ? 'options'
        : url.pathname === '/v1/onramp/quote'
          ? 'quote'
          : url.pathname === '/v1/generators/onrampurl'
            ? 'url'
            : /^\/v1\/account\/[^/]+\/history$/.test(url.pathname) && url.searchParams.has('onramp')
              ? 'history'
              : undefined
    if (!route) return send(404, { error: 'Not found' })
    requests.push({ route, query: url.searchParams, body })
    const failure = failures.get(route)
    if (failure) {
      return send(failure.status, {
        error: { code: failure.code ?? 'INTERNAL', message: 'Stand-in failure' },
      })
    }
    switch (route) {
      case 'options':
        return send(200, options)
      case 'quote':
        return send(200, quoteOf(body as OnrampQuoteRequest))
      case 'url': {
        const id = `purchase${String(purchases.length + 1).padStart(16, '0')}`
        purchases.push({ id, request: body as OnrampUrlRequest, status: 'pending' })
        return send(200, {
          url: `http://127.0.0.1/onramp/sandbox/${id}`,
          provider: 'foyer-sandbox',
          purchaseId: id,
        })
      }
      case 'history':
        return send(200, history())
    }
  }

  const server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (route) => requests.filter((request) => request.route === route),
    purchases,
    fail: (route, status, code) => void failures.set(route, { status, code }),
    heal: (route) => void failures.delete(route),
    estimateQuotes: (on) => {
      estimate = on
    },
    pricedQuotes: (on) => {
      priced = on
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
