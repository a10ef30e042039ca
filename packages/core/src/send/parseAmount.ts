import { parseUnits } from 'viem'

const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/

/**
 * A typed amount in the token's smallest unit: a plain decimal number ("1", "0.5", ".5") with
 * at most `decimals` decimals. Undefined for anything else.
 */
export function parseAmount(text: string, decimals: number): bigint | undefined {
  const value = text.trim()
  if (!DECIMAL.test(value)) return undefined
  const [whole = '', fraction = ''] = value.split('.')
  if (fraction.length > decimals) return undefined
  return parseUnits(`${whole || '0'}.${fraction || '0'}`, decimals)
}
