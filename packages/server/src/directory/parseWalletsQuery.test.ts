import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/apiError'
import { parseWalletsQuery } from './parseWalletsQuery'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function failure(query: Record<string, unknown>): ApiError {
  try {
    parseWalletsQuery(query)
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected an ApiError')
}

describe('parseWalletsQuery', () => {
  it('defaults to page 1 of 40 with no filters', () => {
    expect(parseWalletsQuery({})).toEqual({ page: 1, entries: 40 })
  })

  it('ignores projectId, st, sv and unknown parameters', () => {
    const query = { projectId: 'x', st: 'foyer', sv: '0.0.0', colour: ['a', 'b'] }
    expect(parseWalletsQuery(query)).toEqual({ page: 1, entries: 40 })
  })

  it('reads every parameter', () => {
    expect(
      parseWalletsQuery({
        page: '3',
        entries: '100',
        include: 'a,b',
        exclude: 'c',
        chains: `eip155:1,${SOLANA}`,
        search: 'meta',
        badge_type: 'certified',
      }),
    ).toEqual({
      page: 3,
      entries: 100,
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', SOLANA],
      search: 'meta',
      badgeType: 'certified',
    })
  })

  it('accepts the largest page and leading zeros', () => {
    expect(parseWalletsQuery({ page: '1000000', entries: '007' })).toMatchObject({
      page: 1_000_000,
      entries: 7,
    })
  })

  it('treats empty values as absent', () => {
    const query = { page: '', entries: '', include: '', search: '', badge_type: '', chains: '' }
    expect(parseWalletsQuery(query)).toEqual({ page: 1, entries: 40 })
  })

  it('trims list items, drops empty ones and repeats, and merges repeated parameters', () => {
    expect(
      parseWalletsQuery({ include: [' a , ,b,', 'a,c'], exclude: ',,', chains: ' eip155:1 ,' }),
    ).toEqual({ page: 1, entries: 40, include: ['a', 'b', 'c'], chains: ['eip155:1'] })
  })

  it('trims the search and treats a blank one as absent', () => {
    expect(parseWalletsQuery({ search: '  Meta Mask ' }).search).toBe('Meta Mask')
    expect(parseWalletsQuery({ search: '   ' }).search).toBeUndefined()
  })

  it('accepts a search of 100 characters, counting characters rather than code units', () => {
    expect(parseWalletsQuery({ search: 'w'.repeat(100) }).search).toHaveLength(100)
    expect(parseWalletsQuery({ search: '🦊'.repeat(100) }).search).toBe('🦊'.repeat(100))
  })

  it.each([
    [{ page: '0' }, 'page must be an integer from 1 to 1000000, got "0"'],
    [{ page: '1000001' }, 'page must be an integer from 1 to 1000000, got "1000001"'],
    [{ page: '1.5' }, 'page must be an integer from 1 to 1000000, got "1.5"'],
    [{ page: '-1' }, 'page must be an integer from 1 to 1000000, got "-1"'],
    [{ page: '1e3' }, 'page must be an integer from 1 to 1000000, got "1e3"'],
    [{ page: 'two' }, 'page must be an integer from 1 to 1000000, got "two"'],
    [{ page: '99999999999' }, 'page must be an integer from 1 to 1000000, got "99999999999"'],
    [{ page: ['1', '2'] }, 'page must be given once'],
    [{ entries: '0' }, 'entries must be an integer from 1 to 100, got "0"'],
    [{ entries: '101' }, 'entries must be an integer from 1 to 100, got "101"'],
    [{ entries: ' 4' }, 'entries must be an integer from 1 to 100, got " 4"'],
    [
      { entries: 'x'.repeat(50) },
      `entries must be an integer from 1 to 100, got "${'x'.repeat(40)}…"`,
    ],
    [
      { chains: 'eip155:1,ethereum' },
      'chains: "ethereum" is not a CAIP-2 network id such as eip155:1',
    ],
    [{ chains: 'eip155:' }, 'chains: "eip155:" is not a CAIP-2 network id such as eip155:1'],
    [{ chains: 'cardano:1' }, 'chains: "cardano:1" is not a CAIP-2 network id such as eip155:1'],
    [{ search: 'w'.repeat(101) }, 'search must be at most 100 characters'],
    [{ search: ['a', 'b'] }, 'search must be given once'],
    [{ badge_type: 'gold' }, 'badge_type must be one of none, certified, got "gold"'],
    [{ badge_type: 'Certified' }, 'badge_type must be one of none, certified, got "Certified"'],
    [{ badge_type: ['none', 'none'] }, 'badge_type must be given once'],
  ])('rejects %j', (query, message) => {
    const error = failure(query)
    expect(error).toMatchObject({ statusCode: 400, code: 'INVALID_PARAMS', message })
  })
})
