import { startAnvil } from '@foyer/devchain'
import {
  type DatabaseKind,
  type DirectoryLoadResult,
  LOAD_CONNECTIONS,
  LOAD_DURATION_S,
  LOAD_ROUTES,
} from './directoryLoadPlan'
import { directoryLoadTable } from './directoryLoadTable'
import { startDirectoryServer } from './directoryServer'
import { isMain } from './isMain'
import { type LoadResult, loadTest } from './loadTest'

const WARMUP_S = 1

async function answers(url: string): Promise<void> {
  const response = await fetch(url)
  if (!response.ok) {
    throw new Error(
      `GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
    )
  }
}

async function measure(kind: DatabaseKind, chainRpcUrl: string): Promise<Map<string, LoadResult>> {
  const server = await startDirectoryServer(kind, chainRpcUrl)
  try {
    const results = new Map<string, LoadResult>()
    for (const route of LOAD_ROUTES) {
      const url = `${server.origin}${route.path(server.sdkQuery)}`
      await answers(url)
      await loadTest(url, { connections: LOAD_CONNECTIONS, durationS: WARMUP_S })
      const result = await loadTest(url, {
        connections: LOAD_CONNECTIONS,
        durationS: LOAD_DURATION_S,
      })
      results.set(route.name, result)
      const failures = result.non2xx + result.errors
      console.log(
        `${kind} ${route.name}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms` +
          (failures > 0 ? ` (${result.non2xx} non-2xx, ${result.errors} errors)` : ''),
      )
    }
    return results
  } finally {
    await server.close()
  }
}

/**
 * The no-work route, `/health` and `/getWallets` (page of 40, search of 100) under LOAD_CONNECTIONS connections for
 * LOAD_DURATION_S seconds each, against the API in this process, on PGlite and on Postgres. /health
 * checks the database and one local anvil chain, as in `npm start`.
 */
export async function directoryLoadBench(): Promise<DirectoryLoadResult> {
  const result: DirectoryLoadResult = new Map()
  const anvil = await startAnvil({ chainId: 31337, port: 0 })
  try {
    for (const kind of ['PGlite', 'Postgres'] as const) {
      try {
        result.set(kind, await measure(kind, anvil.rpcUrl))
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error))
        result.set(kind, failure)
        console.log(`${kind}: directory load not measured: ${failure.message.split('\n')[0]}`)
      }
    }
  } finally {
    await anvil.stop()
  }
  return result
}

if (isMain(import.meta.url)) console.log(`\n${directoryLoadTable(await directoryLoadBench())}`)
