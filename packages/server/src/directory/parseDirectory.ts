import { type WalletEntry, walletDirectorySchema } from '@foyer/protocol'
import { InvalidDirectoryError } from './invalidDirectoryError'

/** At most this many problems are listed; the rest are counted. */
const LISTED_ISSUES = 20

/**
 * Validates a wallet directory (an array in the `/getWallets` data shape, in serving order).
 * Throws an InvalidDirectoryError naming each bad entry by index and id.
 */
export function parseDirectory(entries: unknown): WalletEntry[] {
  const result = walletDirectorySchema.safeParse(entries)
  if (result.success) return result.data
  const issues = result.error.issues
  const lines = issues.slice(0, LISTED_ISSUES).map((issue) => {
    const [index, ...field] = issue.path
    if (typeof index !== 'number') return `  ${issue.message}`
    const id = idOf(Array.isArray(entries) ? entries[index] : undefined)
    const where = `wallet ${index}${id === undefined ? '' : ` ("${id}")`}`
    return `  ${where}${field.length > 0 ? ` ${field.join('.')}` : ''}: ${issue.message}`
  })
  if (issues.length > LISTED_ISSUES) lines.push(`  …and ${issues.length - LISTED_ISSUES} more`)
  throw new InvalidDirectoryError(`Invalid wallet directory:\n${lines.join('\n')}`)
}

function idOf(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null || !('id' in entry)) return undefined
  return typeof entry.id === 'string' ? entry.id : undefined
}
