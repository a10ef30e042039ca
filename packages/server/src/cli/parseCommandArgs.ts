import { parseArgs } from 'node:util'
import { UsageError } from './usageError'

type StringOptions = Record<string, { type: 'string' }>

/**
 * Parses a command's arguments: exactly `positionals.length` positional arguments (named in
 * errors) and the given `--name VALUE` options; anything else is a UsageError.
 */
export function parseCommandArgs<const Names extends readonly string[]>(
  command: string,
  args: readonly string[],
  positionals: Names,
  options: StringOptions = {},
): { positionals: Record<Names[number], string>; options: Record<string, string | undefined> } {
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError(`${command}: ${(error as Error).message}`)
  }
  const values = parsed.positionals
  if (values.length < positionals.length) {
    const missing = positionals.slice(values.length).join(' ')
    throw new UsageError(`${command}: missing ${missing}`)
  }
  if (values.length > positionals.length) {
    throw new UsageError(
      `${command}: unexpected argument "${values[positionals.length]}" (expected ${positionals.join(' ') || 'none'})`,
    )
  }
  const named = Object.fromEntries(positionals.map((name, index) => [name, values[index]]))
  return {
    positionals: named as Record<Names[number], string>,
    options: parsed.values as Record<string, string | undefined>,
  }
}
