import type { LoadResult } from './loadTest'

export type DatabaseKind = 'PGlite' | 'Postgres'

export const LOAD_CONNECTIONS = 50
export const LOAD_DURATION_S = 10
/** The directory routes should serve at least this share of /health's requests per second. */
export const DIRECTORY_GOAL_RATIO = 0.5

/** What is measured, in this order; `sdk` is the `projectId=…&st=…&sv=…` query. */
export const LOAD_ROUTES = [
  { name: '/health', path: (_sdk: string) => '/health' },
  { name: '/getWallets page', path: (sdk: string) => `/getWallets?page=1&entries=40&${sdk}` },
  {
    name: '/getWallets search',
    path: (sdk: string) => `/getWallets?search=wa&entries=100&${sdk}`,
  },
] as const

/** Per database: each route's result, or why it could not be measured. */
export type DirectoryLoadResult = Map<DatabaseKind, Map<string, LoadResult> | Error>
