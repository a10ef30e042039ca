import { parseUnits } from 'viem'
import type { DecimalSeparator } from './decimalSeparator'

const POINT = /^(\d+(\.\d*)?|\.\d+)$/
const POINT_OR_COMMA = /^(\d+([.,]\d*)?|[.,]\d+)$/

/**
 * A typed amount in the token's smallest unit: a plain decimal number ("1", "0.5", ".5") with
 * at most `decimals` decimals. Where the locale writes decimals with a comma, "0,5" too (and
 * still "0.5"); one separator at most, no thousands grouping. Undefined for anything else.
 */
export function parseAmount(
  text: string,
  decimals: number,
  separator: DecimalSeparator = '.',
): bigint | undefined {
  const value = text.trim()
  if (!(separator === ',' ? POINT_OR_COMMA : POINT).test(value)) return undefined
  const [whole = '', fraction = ''] = value.replace(',', '.').split('.')
  if (fraction.length > decimals) return undefined
  return parseUnits(`${whole || '0'}.${fraction || '0'}`, decimals)
}

/** `numeric` ("1.5", as viem's formatUnits writes it) with the locale's decimal separator. */
export function withSeparator(numeric: string, separator: DecimalSeparator): string {
  return separator === ',' ? numeric.replace('.', ',') : numeric
}
