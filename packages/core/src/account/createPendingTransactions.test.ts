import { describe, expect, it } from 'vitest'
import { sentItem } from '../testing/transactions'
import { PENDING_TRANSACTIONS_LIMIT } from './accountLimits'
import { createPendingTransactions } from './createPendingTransactions'

describe('createPendingTransactions', () => {
  it('records sent transactions newest first and settles them by hash', () => {
    const pending = createPendingTransactions()
    pending.add(sentItem(1))
    pending.add(sentItem(2))
    expect(pending.get().items.map((item) => item.id)).toEqual([sentItem(2).id, sentItem(1).id])
    expect(pending.pendingCount()).toBe(2)
    pending.settle(sentItem(1).hash.toUpperCase().replace('0X', '0x'), 'confirmed', 'later')
    expect(pending.pendingCount()).toBe(1)
    expect(pending.get().items[1]).toMatchObject({ status: 'confirmed', time: 'later' })
  })

  it('records an id once (a wallet and a flow may both record the same calls)', () => {
    const pending = createPendingTransactions()
    pending.add(sentItem(1))
    pending.add({ ...sentItem(1), operationType: 'execute' })
    expect(pending.get().items).toHaveLength(1)
    expect(pending.get().items[0]?.operationType).toBe(sentItem(1).operationType)
  })

  it(`refuses a transaction past ${PENDING_TRANSACTIONS_LIMIT} pending ones`, () => {
    const pending = createPendingTransactions()
    for (let n = 1; n <= PENDING_TRANSACTIONS_LIMIT; n++) pending.add(sentItem(n))
    expect(() => pending.add(sentItem(100))).toThrow(
      '99 transactions are already pending: wait for one to confirm',
    )
    expect(pending.pendingCount()).toBe(99)
    // Once one settles there is room again.
    pending.settle(sentItem(1).hash, 'failed', 'now')
    pending.add(sentItem(100))
    expect(pending.pendingCount()).toBe(99)
  })

  it('forgets the transactions the API lists', () => {
    const pending = createPendingTransactions()
    pending.add(sentItem(1))
    pending.add(sentItem(2))
    let changes = 0
    pending.subscribe(() => changes++)
    pending.forget([sentItem(3).hash])
    expect(changes).toBe(0)
    pending.forget([sentItem(1).hash])
    expect(pending.get().items.map((item) => item.id)).toEqual([sentItem(2).id])
  })
})
