import { useMemo } from 'react'
import { en, type Strings } from '../locale/en'
import { mergeStrings } from '../locale/mergeStrings'
import { useLocaleTable, useStringOverrides } from './useFoyer'

/**
 * The locale table in use: the kit's language (English until its table loads; the modal waits
 * for it), with the dapp's overrides string by string. Loads with the modal.
 */
export function useStrings(): Strings {
  const overrides = useStringOverrides()
  const table = useLocaleTable() ?? en
  return useMemo(() => mergeStrings<Strings>(table, overrides), [table, overrides])
}
