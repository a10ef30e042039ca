import { describe, expect, it } from 'vitest'
import { sentItem, transactionOf } from '../testing/transactions'
import { PENDING_TRANSACTIONS_LIMIT } from './accountLimits'
import { toActivityItem } from './activityItem'
import { mergeActivity } from './mergeActivity'

const remote = (n: number, status: 'pending' | 'confirmed' | 'failed' = 'confirmed') =>
  toActivityItem(transactionOf(n, { status }))
const ids = (items: { hash: string }[]) => items.map((item) => Number.parseInt(item.hash, 16))

describe('mergeActivity', () => {
  it('lists pending transactions first, then the settled ones, each newest first', () => {
    const merged = mergeActivity(
      [sentItem(7), sentItem(2)],
      [remote(9), remote(8, 'pending'), remote(5, 'failed'), remote(3)],
    )
    expect(ids(merged)).toEqual([8, 7, 2, 9, 5, 3])
    expect(merged.map((item) => item.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'confirmed',
      'failed',
      'confirmed',
    ])
  })

  it("prefers the API's entry of a transaction the page also recorded", () => {
    const merged = mergeActivity([sentItem(4)], [remote(4), remote(1)])
    expect(ids(merged)).toEqual([4, 1])
    expect(merged[0]).toMatchObject({ status: 'confirmed', local: false, id: 'tx-4' })
  })

  it('matches hashes whatever their case', () => {
    const local = { ...sentItem(10), hash: sentItem(10).hash.toUpperCase().replace('0X', '0x') }
    expect(mergeActivity([local as never], [remote(10)])).toHaveLength(1)
  })

  it('places a settled transaction of the page among the API ones by time', () => {
    const merged = mergeActivity([sentItem(6, { status: 'confirmed' })], [remote(9), remote(3)])
    expect(ids(merged)).toEqual([9, 6, 3])
  })

  it(`shows at most ${PENDING_TRANSACTIONS_LIMIT} pending transactions`, () => {
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99)
    const local = Array.from({ length: 120 }, (_, n) => sentItem(n + 1))
    const merged = mergeActivity(local, [remote(500)])
    expect(merged.filter((item) => item.status === 'pending')).toHaveLength(99)
    // The newest 99 are kept; the settled one follows them.
    expect(ids(merged).slice(0, 2)).toEqual([120, 119])
    expect(ids(merged).at(-1)).toBe(500)
    expect(merged).toHaveLength(100)
  })
})
