import { createHmac } from 'node:crypto'

/**
 * MoonPay's signed widget URL ("Enhance security using signed URLs",
 * https://dev.moonpay.com/docs/on-ramp-enhance-security-using-signed-urls): the signature is the
 * HMAC-SHA256 of the URL's query string (`new URL(url).search`, with its leading `?`) keyed with
 * the secret key, in base64, appended URL-encoded as the last parameter `signature`.
 */
export function signMoonpayUrl(url: string, secretKey: string): string {
  const signature = createHmac('sha256', secretKey).update(new URL(url).search).digest('base64')
  return `${url}&signature=${encodeURIComponent(signature)}`
}
