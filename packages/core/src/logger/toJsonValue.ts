/** A value JSON.stringify can always write. */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | JsonValue[]
  | { [key: string]: JsonValue }

const MAX_DEPTH = 20

/**
 * Turns any value into plain JSON data without throwing: bigints become `"123n"`, cycles
 * `"[Circular]"`, errors `{ name, message, stack, cause }`, maps and sets lists, functions and
 * symbols descriptive strings; a getter or `toJSON` that throws is recorded as `"[Thrown: …]"`.
 */
export function toJsonValue(value: unknown): JsonValue | undefined {
  return convert(value, [])
}

function convert(value: unknown, ancestors: object[]): JsonValue | undefined {
  switch (typeof value) {
    case 'undefined':
      return undefined
    case 'boolean':
    case 'string':
      return value
    case 'number':
      return Number.isFinite(value) ? value : String(value)
    case 'bigint':
      return `${value}n`
    case 'symbol':
      return value.toString()
    case 'function':
      return `[Function ${value.name || 'anonymous'}]`
  }
  if (value === null) return null
  const object = value as object
  if (ancestors.includes(object)) return '[Circular]'
  if (ancestors.length >= MAX_DEPTH) return '[Too deep]'
  const inner = [...ancestors, object]
  try {
    if (object instanceof Error) return convertError(object, inner)
    if (object instanceof Date)
      return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString()
    if (object instanceof Map)
      return [...object].map(([key, entry]) => [
        convert(key, inner) ?? null,
        convert(entry, inner) ?? null,
      ])
    if (object instanceof Set) return [...object].map((entry) => convert(entry, inner) ?? null)
    if (Array.isArray(object)) return object.map((entry) => convert(entry, inner) ?? null)
    if (typeof (object as { toJSON?: unknown }).toJSON === 'function')
      return convert((object as { toJSON: () => unknown }).toJSON(), inner)
    const result: { [key: string]: JsonValue } = {}
    for (const key of Object.keys(object)) {
      const converted = convertProperty(object, key, inner)
      if (converted !== undefined) result[key] = converted
    }
    return result
  } catch (error) {
    return thrown(error)
  }
}

function convertProperty(object: object, key: string, ancestors: object[]) {
  try {
    return convert((object as Record<string, unknown>)[key], ancestors)
  } catch (error) {
    return thrown(error)
  }
}

function convertError(error: Error, ancestors: object[]): JsonValue {
  const result: { [key: string]: JsonValue } = {
    name: String(error.name),
    message: String(error.message),
  }
  for (const key of ['stack', 'cause', ...Object.keys(error)]) {
    if (key in result || !(key in error)) continue
    const converted = convertProperty(error, key, ancestors)
    if (converted !== undefined) result[key] = converted
  }
  return result
}

function thrown(error: unknown): string {
  let message: string
  try {
    message = error instanceof Error ? error.message : String(error)
  } catch {
    message = 'unknown error'
  }
  return `[Thrown: ${message}]`
}
