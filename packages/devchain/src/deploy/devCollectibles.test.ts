import { DEV_COLLECTION } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { testAddresses } from '../accounts/testAccounts'
import { DEV_COLLECTIBLES, devCollectibleIds } from './devCollectibles'

describe('DEV_COLLECTIBLES', () => {
  it('mints exactly the supply the API serves metadata for', () => {
    expect(DEV_COLLECTIBLES.tokensPerAccount * testAddresses.length).toBe(DEV_COLLECTION.supply)
  })
})

describe('devCollectibleIds', () => {
  it('gives each holder a run of consecutive ids, starting at 1', () => {
    const ids = devCollectibleIds(testAddresses)
    expect(ids.get(testAddresses[0] ?? '0x')).toEqual([1n, 2n, 3n])
    expect(ids.get(testAddresses[9] ?? '0x')).toEqual([28n, 29n, 30n])
    expect([...ids.values()].flat()).toEqual(
      Array.from({ length: DEV_COLLECTION.supply }, (_, index) => BigInt(index + 1)),
    )
  })

  it('follows another number of tokens per holder', () => {
    const ids = devCollectibleIds(testAddresses.slice(0, 2), {
      ...DEV_COLLECTIBLES,
      tokensPerAccount: 1,
    })
    expect([...ids.values()]).toEqual([[1n], [2n]])
  })
})
