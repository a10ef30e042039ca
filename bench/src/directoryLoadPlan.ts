import { NOOP_PATH } from './apiServer'
import type { LoadResult } from './loadTest'

export type DatabaseKind = 'PGlite' | 'Postgres'

export const LOAD_CONNECTIONS = 50
export const LOAD_DURATION_S = 10
/**
 * The directory routes should serve at least this share of the no-work route's requests per
 * second (issue 18: a cached directory page ≥ 0.5× a route that does nothing, on the same server).
 */
export const DIRECTORY_GOAL_RATIO = 0.5

/** What is measured, in this order; `sdk` is the `projectId=…&st=…&sv=…` query. */
export const NOOP_ROUTE = 'no-work route'

export const LOAD_ROUTES = [
  { name: NOOP_ROUTE, path: (_sdk: string) => NOOP_PATH },
  { name: '/health', path: (_sdk: string) => '/health' },
  { name: '/getWallets page', path: (sdk: string) => `/getWallets?page=1&entries=40&${sdk}` },
  {
    name: '/getWallets search',
    path: (sdk: string) => `/getWallets?search=wa&entries=100&${sdk}`,
  },
] as const

/** Per database: each route's result, or why it could not be measured. */
export type DirectoryLoadResult = Map<DatabaseKind, Map<string, LoadResult> | Error>
