import { describe, expect, it } from 'vitest'
import { signMoonpayUrl } from './signMoonpayUrl'

describe('signMoonpayUrl', () => {
  it("signs MoonPay's documented example URL (a known answer, computed with openssl)", () => {
    // The example of https://dev.moonpay.com/docs/on-ramp-enhance-security-using-signed-urls;
    // `printf '%s' '?apiKey=…' | openssl dgst -sha256 -hmac sk_test_key -binary | base64`.
    const url =
      'https://buy-sandbox.moonpay.com?apiKey=pk_test_key&currencyCode=eth&walletAddress=0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae'
    expect(signMoonpayUrl(url, 'sk_test_key')).toBe(
      `${url}&signature=${encodeURIComponent('o1eO2arzL16TstEolGakHHFa33Mb61RCTfqToRWg7PA=')}`,
    )
  })

  it('signs the query string as sent (its encoding included), so any change breaks it', () => {
    const a = signMoonpayUrl(
      'https://buy.moonpay.com?apiKey=pk_live_x&redirectURL=https%3A%2F%2Fa.example',
      'sk_live_y',
    )
    const b = signMoonpayUrl(
      'https://buy.moonpay.com?apiKey=pk_live_x&redirectURL=https%3A%2F%2Fb.example',
      'sk_live_y',
    )
    const signature = (url: string) => new URL(url).searchParams.get('signature')
    expect(signature(a)).not.toBe(signature(b))
    expect(signature(a)).toMatch(/^[A-Za-z0-9+/]{43}=$/)
  })
})
