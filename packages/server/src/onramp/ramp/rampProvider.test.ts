import { describe, expect, it } from 'vitest'
import { rampProvider } from './rampProvider'

const buyer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('rampProvider', () => {
  it("builds Ramp's hosted widget URL with its documented parameters", async () => {
    const { url, provider } = await rampProvider({ hostApiKey: 'host_key_123' }).widgetUrl(
      {
        provider: 'ramp',
        fiatAmount: '75',
        fiatCurrency: 'USD',
        paymentMethod: 'card',
        network: 'eip155:42161',
        token: 'ETH',
        address: buyer,
        redirectUrl: 'https://shop.example/done',
      },
      { projectId: 'p' },
    )
    expect(provider).toBe('ramp')
    const parsed = new URL(url)
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://app.ramp.network/')
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      hostApiKey: 'host_key_123',
      hostAppName: 'Foyer',
      defaultFlow: 'ONRAMP',
      swapAsset: 'ARBITRUM_ETH',
      fiatCurrency: 'USD',
      fiatValue: '75',
      userAddress: buyer,
      paymentMethodType: 'CARD_PAYMENT',
      finalUrl: 'https://shop.example/done',
    })
  })

  it('asks for USDC by its chain prefix and a bank transfer as MANUAL_BANK_TRANSFER', async () => {
    const { url } = await rampProvider({ hostApiKey: 'host_key_123' }).widgetUrl(
      {
        provider: 'ramp',
        fiatAmount: '1000',
        fiatCurrency: 'EUR',
        paymentMethod: 'bank',
        network: 'eip155:1',
        token: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        address: buyer,
      },
      { projectId: 'p' },
    )
    const params = new URL(url).searchParams
    expect(params.get('swapAsset')).toBe('ETH_USDC')
    expect(params.get('paymentMethodType')).toBe('MANUAL_BANK_TRANSFER')
    expect(params.has('finalUrl')).toBe(false)
  })
})
