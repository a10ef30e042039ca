import { NOOP_PATH } from './apiServer'
import { BALANCE_CHAIN_ID, BALANCE_CURRENCY, BALANCE_HOLDER } from './chainData/balanceSettings'
import { checkBalanceAnswer } from './chainData/checkBalanceAnswer'
import { expectedBalances } from './chainData/expectedBalances'
import { jsonRpcOne } from './chainData/jsonRpc'
import { median, ms, table } from './format'
import { isMain } from './isMain'
import { type LoadResult, loadTest } from './loadTest'
import { startDevStack } from './startDevStack'

/** Interleaved rounds (FOYER_BENCH_ROUNDS, default 3): each round loads every route once. */
export const API_ROUNDS = Number(process.env.FOYER_BENCH_ROUNDS ?? 3)
/** Seconds of load per route and round (FOYER_BENCH_API_SECONDS, default 3). */
export const API_SECONDS = Number(process.env.FOYER_BENCH_API_SECONDS ?? 3)
export const API_CONNECTIONS = 50

export const NOOP = 'no-work route'

/** What is measured; `goal`: the route's req/s ≥ goal × the no-work route's, same round (issue 18). */
export const API_ROUTES = [
  { name: NOOP, goal: undefined },
  { name: '/getWallets page (cached)', goal: 0.5 },
  { name: 'balance (cached)', goal: 0.5 },
  { name: 'history', goal: 0.25 },
] as const

export type ApiRouteName = (typeof API_ROUTES)[number]['name']

/** Per route, its result in each round (in round order). */
export type ApiRatiosResult = Map<ApiRouteName, LoadResult[]>

/**
 * The API routes against a route that does nothing (NOOP_PATH, registered on the same app), one
 * server in this process (anvil with the dev contracts, on-disk PGlite, indexer caught up, rate
 * limit off), the load from a worker thread: API_ROUNDS rounds, each loading every route for
 * API_SECONDS with API_CONNECTIONS connections, the order rotated each round. Each answer is
 * checked once before the load (the balance: exact); a non-2xx answer under load fails the goal.
 */
export async function apiRatiosBench(): Promise<ApiRatiosResult> {
  const server = await startDevStack({ chainId: BALANCE_CHAIN_ID })
  try {
    const sdk = server.sdkQuery
    const chainId = `eip155:${BALANCE_CHAIN_ID}`
    const balanceQuery = new URLSearchParams({ currency: BALANCE_CURRENCY, chainId })
    const urls: Record<ApiRouteName, string> = {
      [NOOP]: `${server.origin}${NOOP_PATH}`,
      '/getWallets page (cached)': `${server.origin}/getWallets?page=1&entries=40&${sdk}`,
      'balance (cached)': `${server.origin}/v1/account/${BALANCE_HOLDER}/balance?${balanceQuery}&${sdk}`,
      history: `${server.origin}/v1/account/${BALANCE_HOLDER}/history?chainId=${chainId}&${sdk}`,
    }
    const wei = await jsonRpcOne(server.rpcUrl, {
      method: 'eth_getBalance',
      params: [BALANCE_HOLDER, 'latest'],
    })
    const expected = expectedBalances(server.deployment, BigInt(String(wei)))
    for (const { name } of API_ROUTES) {
      const response = await fetch(urls[name])
      const body = await response.text()
      if (name === 'balance (cached)') checkBalanceAnswer(response.status, body, expected)
      else if (!response.ok) {
        throw new Error(`${name} answered ${response.status}: ${body.slice(0, 200)}`)
      }
      if (name === 'history') {
        const entries = (JSON.parse(body) as { data?: unknown[] }).data?.length ?? 0
        console.log(`history page: ${entries} transactions`)
      }
      await loadTest(urls[name], { connections: API_CONNECTIONS, durationS: 1 })
    }
    const result: ApiRatiosResult = new Map(API_ROUTES.map(({ name }) => [name, []]))
    for (let round = 0; round < API_ROUNDS; round++) {
      const order = API_ROUTES.map((_, i) => API_ROUTES[(i + round) % API_ROUTES.length])
      for (const entry of order) {
        if (!entry) continue
        const load = await loadTest(urls[entry.name], {
          connections: API_CONNECTIONS,
          durationS: API_SECONDS,
        })
        result.get(entry.name)?.push(load)
        const failures = load.non2xx + load.errors
        console.log(
          `round ${round + 1} ${entry.name}: ${Math.round(load.requestsPerSecond)} req/s, ` +
            `p99 ${load.p99Ms} ms${failures > 0 ? ` (${load.non2xx} non-2xx, ${load.errors} errors)` : ''}`,
        )
      }
    }
    return result
  } finally {
    await server.close()
  }
}

/** Per route: median req/s and p99 over the rounds, the ratio to the no-work route, the goal. */
export function apiRatiosTable(result: ApiRatiosResult | Error): string {
  if (result instanceof Error) {
    return `API routes vs no-work route: not measured: ${result.message.split('\n')[0]}`
  }
  const floor = result.get(NOOP) ?? []
  const rows = [
    [
      `route (${API_CONNECTIONS} connections, ${API_ROUNDS}×${API_SECONDS} s interleaved)`,
      'req/s (median)',
      'p99 (median)',
      'vs no-work (median, min–max)',
      'goal',
      'verdict',
    ],
  ]
  for (const { name, goal } of API_ROUTES) {
    const runs = result.get(name) ?? []
    const failures = runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0)
    // Each round's ratio is to the no-work route of the same round.
    const ratios = runs.flatMap((run, round) => {
      const base = floor[round]
      return base ? [run.requestsPerSecond / base.requestsPerSecond] : []
    })
    const ratio = median(ratios)
    rows.push([
      name,
      `${Math.round(median(runs.map((run) => run.requestsPerSecond)))}${failures > 0 ? ` (${failures} failed)` : ''}`,
      ms(median(runs.map((run) => run.p99Ms))),
      goal === undefined || ratios.length === 0
        ? ''
        : `${ratio.toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
      goal === undefined ? '' : `≥ ${goal}×`,
      goal === undefined
        ? ''
        : ratios.length > 0 && ratio >= goal && failures === 0
          ? 'PASS'
          : 'FAIL',
    ])
  }
  return table(rows)
}

if (isMain(import.meta.url)) console.log(`\n${apiRatiosTable(await apiRatiosBench())}`)
