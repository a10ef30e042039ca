import { EMAIL_DISPLAY_MAX_CHARS } from '@foyer/core/internal'
import { formatUnits } from 'viem'

/** 0x1234…abcd */
export function truncateAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}

/** A balance with at most `fraction` decimals, without trailing zeros. */
export function formatBalance(value: bigint, decimals: number, fraction = 4): string {
  const [whole = '0', part = ''] = formatUnits(value, decimals).split('.')
  const trimmed = part.slice(0, fraction).replace(/0+$/, '')
  return trimmed ? `${whole}.${trimmed}` : whole
}

/** An email as shown: cut with '...' past EMAIL_DISPLAY_MAX_CHARS characters (docs/product.md). */
export function truncateEmail(email: string): string {
  return email.length > EMAIL_DISPLAY_MAX_CHARS
    ? `${email.slice(0, EMAIL_DISPLAY_MAX_CHARS)}...`
    : email
}
