import {
  type CaipNetworkId,
  parseCaipNetworkId,
  WALLET_BADGE_TYPES,
  type WalletBadgeType,
} from '@foyer/protocol'
import { ApiError } from '../http/apiError'
import {
  MAX_SEARCH_LENGTH,
  MAX_WALLETS_PAGE,
  MAX_WALLETS_PER_PAGE,
  WALLETS_PAGE_SIZE,
  type WalletsQuery,
} from './walletsQuery'

type Query = Readonly<Record<string, unknown>>

function invalid(message: string): ApiError {
  return new ApiError(400, 'INVALID_PARAMS', message)
}

/** A received value as shown in an error: quoted, and cut when long. */
function shown(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
}

/** A parameter that may be given once; an empty value counts as absent. */
function single(query: Query, name: string): string | undefined {
  const value = query[name]
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'string') throw invalid(`${name} must be given once`)
  return value
}

function integer(query: Query, name: string, max: number, fallback: number): number {
  const value = single(query, name)
  if (value === undefined) return fallback
  const number = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN
  if (!(number >= 1 && number <= max)) {
    throw invalid(`${name} must be an integer from 1 to ${max}, got ${shown(value)}`)
  }
  return number
}

/**
 * A comma list, also when repeated (`a,b&name=c`). Items are trimmed; empty items and repeats
 * are dropped; no items at all counts as absent.
 */
function list(query: Query, name: string): string[] | undefined {
  const value = query[name]
  const parts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : []
  const items = parts
    .filter((part): part is string => typeof part === 'string')
    .flatMap((part) => part.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '')
  return items.length > 0 ? [...new Set(items)] : undefined
}

function chains(query: Query): CaipNetworkId[] | undefined {
  const items = list(query, 'chains')
  for (const item of items ?? []) {
    if (parseCaipNetworkId(item) === undefined) {
      throw invalid(`chains: ${shown(item)} is not a CAIP-2 network id such as eip155:1`)
    }
  }
  return items as CaipNetworkId[] | undefined
}

function search(query: Query): string | undefined {
  const value = single(query, 'search')?.trim()
  if (!value) return undefined
  if ([...value].length > MAX_SEARCH_LENGTH) {
    throw invalid(`search must be at most ${MAX_SEARCH_LENGTH} characters`)
  }
  return value
}

function badgeType(query: Query): WalletBadgeType | undefined {
  const value = single(query, 'badge_type')
  if (value === undefined) return undefined
  if (!WALLET_BADGE_TYPES.includes(value as WalletBadgeType)) {
    throw invalid(`badge_type must be one of ${WALLET_BADGE_TYPES.join(', ')}, got ${shown(value)}`)
  }
  return value as WalletBadgeType
}

/**
 * Checks the query of `GET /getWallets`; throws a 400 INVALID_PARAMS ApiError naming the bad
 * parameter. Other parameters (projectId, st, sv, anything unknown) are ignored.
 */
export function parseWalletsQuery(query: Query): WalletsQuery {
  return {
    page: integer(query, 'page', MAX_WALLETS_PAGE, 1),
    entries: integer(query, 'entries', MAX_WALLETS_PER_PAGE, WALLETS_PAGE_SIZE),
    include: list(query, 'include'),
    exclude: list(query, 'exclude'),
    chains: chains(query),
    search: search(query),
    badgeType: badgeType(query),
  }
}
