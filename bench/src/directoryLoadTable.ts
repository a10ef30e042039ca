import {
  DIRECTORY_GOAL_RATIO,
  type DirectoryLoadResult,
  LOAD_CONNECTIONS,
  LOAD_DURATION_S,
  LOAD_ROUTES,
  NOOP_ROUTE,
} from './directoryLoadPlan'
import { ms, table } from './format'

/**
 * One row per database and route: requests/s, p99, the ratio to the no-work route of the same
 * server, and PASS/FAIL against DIRECTORY_GOAL_RATIO for the directory routes (/health: a figure).
 */
export function directoryLoadTable(result: DirectoryLoadResult): string {
  const rows = [
    [
      'database',
      `route (${LOAD_CONNECTIONS} connections, ${LOAD_DURATION_S} s)`,
      'req/s',
      'p99',
      'vs no-work',
      `goal ≥ ${DIRECTORY_GOAL_RATIO}`,
    ],
  ]
  for (const [kind, routes] of result) {
    if (routes instanceof Error) {
      rows.push([kind, 'n/a', 'n/a', 'n/a', 'n/a', routes.message.split('\n')[0] ?? ''])
      continue
    }
    const floor = routes.get(NOOP_ROUTE)
    for (const { name } of LOAD_ROUTES) {
      const route = routes.get(name)
      if (!route) continue
      const failures = route.non2xx + route.errors
      const ratio =
        name === NOOP_ROUTE || !floor
          ? undefined
          : route.requestsPerSecond / floor.requestsPerSecond
      rows.push([
        kind,
        name,
        `${Math.round(route.requestsPerSecond)}${failures > 0 ? ` (${failures} failed)` : ''}`,
        ms(route.p99Ms),
        ratio === undefined ? '' : ratio.toFixed(2),
        ratio === undefined || name === '/health'
          ? ''
          : ratio >= DIRECTORY_GOAL_RATIO && failures === 0
            ? 'PASS'
            : 'FAIL',
      ])
    }
  }
  return table(rows)
}
