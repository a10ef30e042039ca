import type { OnrampPaymentMethod } from '@foyer/protocol'

/**
 * The sandbox's test payments, as its page lists them: Stripe's well-known test cards (a success
 * and a decline) and two test bank accounts (IBANs of the standard test format) that do the same.
 * Spaces are ignored; any other number is refused with the list, and nothing happens.
 */
export const SANDBOX_TEST_PAYMENTS: Readonly<
  Record<OnrampPaymentMethod, { succeeds: string; declined: string }>
> = {
  card: { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' },
  bank: { succeeds: 'GB33 BUKB 2020 1555 5555 55', declined: 'GB94 BARC 1020 1530 0934 59' },
}

/** What a number entered on the page does: pay, be declined, or nothing (not a test number). */
export function sandboxPaymentOutcome(
  method: OnrampPaymentMethod,
  entered: string,
): 'succeeds' | 'declined' | undefined {
  const plain = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()
  const payments = SANDBOX_TEST_PAYMENTS[method]
  if (plain(entered) === plain(payments.succeeds)) return 'succeeds'
  if (plain(entered) === plain(payments.declined)) return 'declined'
  return undefined
}
