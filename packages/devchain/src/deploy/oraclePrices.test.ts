import type { TokenDeployment } from '@foyer/protocol'
import { parseUnits, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { currencyKey, oraclePrices } from './oraclePrices'

const fusd: TokenDeployment = {
  address: '0xC064BA4F8D097c65089a379f4A94E7cC15132CB4',
  name: 'Foyer USD',
  symbol: 'FUSD',
  decimals: 6,
}
const foy: TokenDeployment = {
  address: '0x0162c4eb1539e0123DA26D8a6747f3dEB2e01fE2',
  name: 'Foyer Token',
  symbol: 'FOY',
  decimals: 18,
}

describe('currencyKey', () => {
  it('is the lowercase code right-padded to 32 bytes', () => {
    expect(currencyKey('usd')).toBe(`0x757364${'0'.repeat(58)}`)
  })
})

describe('oraclePrices', () => {
  it('resolves the dev prices: ETH, FUSD and FOY in usd and eur with 8 decimals', () => {
    const prices = oraclePrices([fusd, foy])
    expect(prices.map(({ label, asset, price }) => [label, asset, price])).toEqual([
      ['ETH in usd', zeroAddress, 300_000_000_000n],
      ['ETH in eur', zeroAddress, 276_000_000_000n],
      ['FUSD in usd', fusd.address, 100_000_000n],
      ['FUSD in eur', fusd.address, 92_000_000n],
      ['FOY in usd', foy.address, 25_000_000n],
      ['FOY in eur', foy.address, 23_000_000n],
    ])
    expect(prices[1]?.currencyKey).toBe(currencyKey('eur'))
    expect(prices[1]?.currency).toBe('eur')
  })

  it('keeps all 8 decimals', () => {
    const [price] = oraclePrices(
      [fusd],
      [{ asset: 'FUSD', prices: { usd: '0.12345678', eur: '7' } }],
    )
    expect(price?.price).toBe(parseUnits('0.12345678', 8))
  })

  it('refuses a symbol that is not a deployed token', () => {
    expect(() => oraclePrices([fusd], [{ asset: 'FOY', prices: { usd: '1', eur: '1' } }])).toThrow(
      'DEV_PRICES names FOY, which is not a deployed dev token',
    )
  })

  it.each([
    ['more than 8 decimals', '0.123456789'],
    ['a negative number', '-1'],
    ['an exponent', '1e3'],
    ['no digits', ''],
  ])('refuses a price with %s', (_, value) => {
    expect(() =>
      oraclePrices([fusd], [{ asset: 'FUSD', prices: { usd: '1', eur: value } }]),
    ).toThrow(
      `The FUSD price in eur, ${JSON.stringify(value)}, is not a decimal number with at most 8 decimals`,
    )
  })
})
