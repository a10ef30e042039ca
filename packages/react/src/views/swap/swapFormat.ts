import type { SwapAsset } from '@foyer/core/internal'
import { formatUnits } from 'viem'
import { formatAmount } from '../../ui/formatAmount'

/** An amount of a token in whole units, with at most `fraction` decimals. */
export function tokenNumber(value: bigint, asset: SwapAsset, fraction = 6): string {
  return formatAmount(formatUnits(value, asset.decimals), fraction)
}

/** An amount of a token, in whole units with at most `fraction` decimals, and its symbol. */
export function tokenAmount(value: bigint, asset: SwapAsset, fraction = 6): string {
  return `${tokenNumber(value, asset, fraction)} ${asset.symbol}`
}

/** A rate or a percentage in the locale's digits, to `digits` significant digits. */
export function formatNumber(value: number, locale: string, digits = 6): string {
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: digits }).format(value)
}

/** The slippage tolerances offered as one press (percent); others are typed. */
export const SLIPPAGE_PRESETS = [0.5, 1, 2] as const

/** Above this price impact (percent) it is shown as a warning. */
export const HIGH_PRICE_IMPACT = 5
