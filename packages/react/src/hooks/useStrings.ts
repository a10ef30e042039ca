import { useMemo } from 'react'
import { en, type Strings } from '../locale/en'
import { useStringOverrides } from './useFoyer'

/** The locale table in use: English, with the dapp's overrides (loads with the modal). */
export function useStrings(): Strings {
  const overrides = useStringOverrides()
  return useMemo(() => ({ ...en, ...overrides }), [overrides])
}
