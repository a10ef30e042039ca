import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { moonpayProvider } from './moonpayProvider'

const keys = { apiKey: 'pk_test_abc123', secretKey: 'sk_test_secret456' }
const buyer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('moonpayProvider', () => {
  it("builds MoonPay's buy URL with the purchase and a valid signature of its query string", async () => {
    const { url, provider } = await moonpayProvider(keys).widgetUrl(
      {
        provider: 'moonpay',
        fiatAmount: '120.50',
        fiatCurrency: 'EUR',
        paymentMethod: 'bank',
        network: 'eip155:8453',
        token: 'USDC',
        address: buyer,
        redirectUrl: 'https://shop.example/done',
      },
      { projectId: 'p' },
    )
    expect(provider).toBe('moonpay')
    const parsed = new URL(url)
    expect(parsed.origin).toBe('https://buy-sandbox.moonpay.com')
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      apiKey: 'pk_test_abc123',
      currencyCode: 'usdc_base',
      walletAddress: buyer,
      baseCurrencyCode: 'eur',
      baseCurrencyAmount: '120.50',
      paymentMethod: 'sepa_bank_transfer',
      redirectURL: 'https://shop.example/done',
      signature: expect.any(String),
    })
    // The signature is the HMAC of everything before it, as MoonPay checks it.
    const [unsigned, signature] = url.split('&signature=')
    const search = new URL(unsigned ?? '').search
    expect(decodeURIComponent(signature ?? '')).toBe(
      createHmac('sha256', keys.secretKey).update(search).digest('base64'),
    )
    expect(url).not.toContain(keys.secretKey)
  })

  it('uses the live widget for a live key, and names the Coinbase-style chains it sells on', async () => {
    const live = moonpayProvider({ apiKey: 'pk_live_x1', secretKey: 'sk_live_y2' })
    const options = await live.options()
    expect(options.sandbox).toBe(false)
    expect(options.networks.map((network) => network.chainName)).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ])
    const { url } = await live.widgetUrl(
      {
        provider: 'moonpay',
        fiatAmount: '25',
        fiatCurrency: 'USD',
        paymentMethod: 'card',
        network: 'eip155:1',
        token: 'native',
        address: buyer,
      },
      { projectId: 'p' },
    )
    expect(url).toMatch(/^https:\/\/buy\.moonpay\.com\?apiKey=pk_live_x1&currencyCode=eth&/)
    expect(new URL(url).searchParams.get('paymentMethod')).toBe('credit_debit_card')
  })

  it('refuses a token it does not sell there', async () => {
    await expect(
      moonpayProvider(keys).widgetUrl(
        {
          provider: 'moonpay',
          fiatAmount: '25',
          fiatCurrency: 'USD',
          paymentMethod: 'card',
          network: 'eip155:80094',
          token: 'BERA',
          address: buyer,
        },
        { projectId: 'p' },
      ),
    ).rejects.toMatchObject({ statusCode: 400, code: 'ONRAMP_TOKEN_UNAVAILABLE' })
  })
})
