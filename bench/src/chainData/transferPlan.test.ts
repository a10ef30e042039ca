import { describe, expect, it } from 'vitest'
import { BLOCK_SLOTS, blockTransfers, plannedCounts } from './transferPlan'

describe('blockTransfers', () => {
  it('sends from distinct accounts, never to the sender, a non-zero amount', () => {
    for (let block = 0; block < 200; block++) {
      const transfers = blockTransfers(block, 10)
      expect(transfers).toHaveLength(BLOCK_SLOTS.length)
      expect(new Set(transfers.map((transfer) => transfer.from)).size).toBe(transfers.length)
      for (const { from, to, amount } of transfers) {
        expect(to).not.toBe(from)
        expect(from).toBeGreaterThanOrEqual(0)
        expect(to).toBeLessThan(10)
        expect(amount).toBeGreaterThan(0n)
      }
    }
  })

  it('makes every account send the same number of transactions over whole rotations', () => {
    const sent = new Array(10).fill(0)
    for (let block = 0; block < 10; block++) {
      for (const { from } of blockTransfers(block, 10)) sent[from] += 1
    }
    expect(sent).toEqual(new Array(10).fill(4))
  })

  it('refuses fewer accounts than transfers per block', () => {
    expect(() => blockTransfers(0, 3)).toThrow()
  })
})

describe('plannedCounts', () => {
  it('counts two native and two token transfers per block', () => {
    expect(plannedCounts(10_000)).toEqual({ transactions: 40_000, native: 20_000, erc20: 20_000 })
  })
})
