import type { ErrorMessages } from '@foyer/protocol'

/** The `strings` option of FoyerProvider: any string of the table; `errors` by code. */
export type StringsOverrides<S extends { errors: ErrorMessages }> = Partial<Omit<S, 'errors'>> & {
  errors?: Partial<ErrorMessages>
}

/**
 * `table` with the dapp's `overrides`, for the keys the table has. Every key replaces its value
 * whole, except `errors`, merged code by code: a dapp words the codes it names.
 */
export function mergeStrings<S extends { errors: ErrorMessages }>(
  table: S,
  overrides: StringsOverrides<S>,
): S {
  const merged: Record<string, unknown> = { ...table }
  for (const key of Object.keys(overrides)) {
    if (Object.hasOwn(table, key)) merged[key] = overrides[key as keyof typeof overrides]
  }
  const errors = Object.entries(overrides.errors ?? {}).filter(([, words]) => words !== undefined)
  merged.errors = { ...table.errors, ...Object.fromEntries(errors) }
  return merged as S
}
