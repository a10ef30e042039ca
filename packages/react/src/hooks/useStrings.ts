import { useMemo } from 'react'
import { en, type Strings } from '../locale/en'
import { mergeStrings } from '../locale/mergeStrings'
import { useStringOverrides } from './useFoyer'

/** The locale table in use: English, with the dapp's overrides (loads with the modal). */
export function useStrings(): Strings {
  const overrides = useStringOverrides()
  return useMemo(() => mergeStrings<Strings>(en, overrides), [overrides])
}
