import { fiatCents, formatFiatCents } from '@foyer/protocol'
import { formatUnits } from 'viem'

/** The fee in cents of `percent` of `cents`, rounded up to the cent (a provider never undercharges). */
export function feeCents(cents: bigint, percent: number): bigint {
  const basisPoints = BigInt(Math.round(percent * 100))
  return (cents * basisPoints + 9_999n) / 10_000n
}

export interface QuoteAmounts {
  /** Whole tokens, as a decimal string. */
  cryptoAmount: string
  /** The same in the token's smallest units. */
  units: bigint
  fees: { provider: string; network: string; total: string }
  price: string
}

/**
 * What `fiatAmount` buys at `price` (fiat per whole token) after a provider fee of `feePercent`
 * and a network fee of `networkFeeCents`, rounded down to the token's smallest unit: exact integer
 * arithmetic on cents and the price to 8 decimals.
 */
export function quoteAmounts({
  fiatAmount,
  price,
  decimals,
  feePercent,
  networkFeeCents = 0n,
}: {
  fiatAmount: string
  price: number
  decimals: number
  feePercent: number
  networkFeeCents?: bigint
}): QuoteAmounts {
  const cents = fiatCents(fiatAmount)
  const provider = feeCents(cents, feePercent)
  const net = cents - provider - networkFeeCents
  const priceE8 = BigInt(Math.round(price * 1e8))
  const units =
    net > 0n && priceE8 > 0n ? (net * 10n ** BigInt(decimals) * 1_000_000n) / priceE8 : 0n
  return {
    cryptoAmount: formatUnits(units, decimals),
    units,
    fees: {
      provider: formatFiatCents(provider),
      network: formatFiatCents(networkFeeCents),
      total: formatFiatCents(provider + networkFeeCents),
    },
    price: formatUnits(priceE8, 8),
  }
}
