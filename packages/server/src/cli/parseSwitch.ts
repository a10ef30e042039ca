import { UsageError } from './usageError'

/** `on` → true, `off` → false; with `allowDefault`, `default` → null. */
export function parseSwitch(value: string, allowDefault = false): boolean | null {
  if (value === 'on') return true
  if (value === 'off') return false
  if (allowDefault && value === 'default') return null
  const expected = allowDefault ? 'on, off or default' : 'on or off'
  throw new UsageError(`Expected ${expected}, got "${value}"`)
}
