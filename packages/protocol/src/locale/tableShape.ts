/**
 * The type of a locale table from its English one (`as const`): each string widened to `string`
 * and each function's answer likewise, so that a translation gives other words of the same shape
 * (a missing or extra key fails typecheck).
 */
export type LocaleTable<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => LocaleTable<R>
    : T extends object
      ? { readonly [K in keyof T]: LocaleTable<T[K]> }
      : T

/**
 * A locale table's shape, for the tests of each package's tables: every key path with what a translation must keep of the
 * English — a function's argument count and which arguments its words show, a string's `{name}`
 * placeholders and its numbers (a limit, a digit count), sorted.
 */
export function localeTableShape(table: object, path = ''): Record<string, string> {
  const shape: Record<string, string> = {}
  for (const [key, value] of Object.entries(table)) {
    const at = path ? `${path}.${key}` : key
    if (typeof value === 'function') {
      // One-item arrays: they print as their item, and `items.join(', ')` works on them too.
      const args = Array.from({ length: value.length }, (_, index) => [`⟦${index}⟧`])
      const words: unknown = value(...args)
      const shown =
        typeof words === 'string' ? args.filter((arg) => words.includes(String(arg))) : []
      shape[at] = `fn/${value.length}: ${shown.join(' ')} ${numbersIn(String(words))}`
    } else if (typeof value === 'string') {
      const placeholders = (value.match(/\{\w+\}/g) ?? []).sort().join(' ')
      shape[at] = `${placeholders} ${numbersIn(value)}`
    } else if (value && typeof value === 'object') {
      Object.assign(shape, localeTableShape(value, at))
    } else {
      shape[at] = typeof value
    }
  }
  return shape
}

function numbersIn(text: string): string {
  return (text.replace(/⟦\d+⟧/g, '').match(/\d+/g) ?? []).sort().join(' ')
}
