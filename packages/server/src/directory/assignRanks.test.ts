import { describe, expect, it } from 'vitest'
import { assignRanks } from './assignRanks'
import { testWallet } from './testWallet'

const entries = (...ids: string[]) => ids.map((id) => testWallet(id))

describe('assignRanks', () => {
  it('ranks a first import by position', () => {
    expect(assignRanks(entries('aa', 'bb', 'cc'), [])).toEqual([0, 1, 2])
  })

  it('lets an import that lists every stored wallet set the order, new ones included', () => {
    const stored = [
      { id: 'aa', rank: 0 },
      { id: 'bb', rank: 1 },
    ]
    expect(assignRanks(entries('bb', 'new', 'aa'), stored)).toEqual([0, 1, 2])
  })

  it('keeps stored ranks in a partial import and appends new wallets in its order', () => {
    const stored = [
      { id: 'aa', rank: 0 },
      { id: 'bb', rank: 1 },
      { id: 'cc', rank: 7 },
    ]
    expect(assignRanks(entries('new-1', 'bb', 'new-2'), stored)).toEqual([8, 1, 9])
  })

  it('gives an empty import no ranks', () => {
    expect(assignRanks([], [{ id: 'aa', rank: 0 }])).toEqual([])
  })
})
