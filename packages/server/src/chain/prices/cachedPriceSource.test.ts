import type { FiatCurrency } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import type { RegisteredChain } from '../chainRegistry'
import { cachedPriceSource } from './cachedPriceSource'
import type { PricedAsset, PriceSource } from './priceSource'

const chain = {
  chainId: 31337,
  priceOracle: '0x00000000000000000000000000000000000000aa',
} as unknown as RegisteredChain
const token = '0x00000000000000000000000000000000000000bb' as const
const unpriced = '0x00000000000000000000000000000000000000cc' as const

/** A source pricing the native coin at `native` and `token` at 2, counting what it is asked. */
function countingSource() {
  const asked: PricedAsset[][] = []
  let native = 3000
  let fail = false
  const source: PriceSource = {
    async prices(_chain, assets, _currency: FiatCurrency) {
      asked.push([...assets])
      if (fail) throw new Error('oracle down')
      const prices = new Map<PricedAsset, number>()
      for (const asset of assets) {
        if (asset === 'native') prices.set(asset, native)
        if (asset === token) prices.set(asset, 2)
      }
      return prices
    },
  }
  return {
    source,
    asked,
    setNative: (value: number) => {
      native = value
    },
    setFail: (value: boolean) => {
      fail = value
    },
  }
}

describe('cachedPriceSource', () => {
  it('asks the source only for assets it has not priced within the lifetime, absences included', async () => {
    const counting = countingSource()
    let clock = 0
    const prices = cachedPriceSource(counting.source, { ttlMs: 1_000, now: () => clock })
    const first = await prices.prices(chain, ['native', unpriced], 'usd')
    expect([...first]).toEqual([['native', 3000]])
    const second = await prices.prices(chain, ['native', token, unpriced], 'usd')
    expect(Object.fromEntries(second)).toEqual({ native: 3000, [token]: 2 })
    expect(counting.asked).toEqual([['native', unpriced], [token]])
    expect(await prices.prices(chain, ['native'], 'eur')).toEqual(new Map([['native', 3000]]))
    expect(counting.asked).toHaveLength(3)

    counting.setNative(3100)
    clock = 999
    expect((await prices.prices(chain, ['native'], 'usd')).get('native')).toBe(3000)
    clock = 1_000
    expect((await prices.prices(chain, ['native'], 'usd')).get('native')).toBe(3100)
  })

  it('asks the source for every asset when asked for fresh prices, and keeps them', async () => {
    const counting = countingSource()
    const prices = cachedPriceSource(counting.source)
    await prices.prices(chain, ['native'], 'usd')
    counting.setNative(3100)
    expect((await prices.prices(chain, ['native'], 'usd', { fresh: true })).get('native')).toBe(
      3100,
    )
    expect((await prices.prices(chain, ['native'], 'usd')).get('native')).toBe(3100)
    expect(counting.asked).toEqual([['native'], ['native']])
  })

  it('keeps no failed read: the next call asks again', async () => {
    const counting = countingSource()
    const prices = cachedPriceSource(counting.source)
    counting.setFail(true)
    await expect(prices.prices(chain, ['native'], 'usd')).rejects.toThrow('oracle down')
    counting.setFail(false)
    expect((await prices.prices(chain, ['native'], 'usd')).get('native')).toBe(3000)
    expect(counting.asked).toHaveLength(2)
  })
})
