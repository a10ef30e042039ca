import type { Foyer } from '@foyer/core'
import type { Locale } from '@foyer/protocol'
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react'
import { type BaseStrings, baseStrings } from '../locale/baseStrings'
import type { Strings, StringsInput } from '../locale/en'
import { loadedTable, subscribeTables } from '../locale/localeTables'
import { mergeStrings } from '../locale/mergeStrings'
import { useHydrating } from './useHydrating'

/** The client, and the strings the dapp gave instead of English ones. */
export type FoyerContextValue = { foyer: Foyer; strings: StringsInput }

export const FoyerContext = createContext<FoyerContextValue | null>(null)

function useFoyerContext(): FoyerContextValue {
  const value = useContext(FoyerContext)
  if (!value) throw new Error('Foyer hooks must be used inside <FoyerProvider>')
  return value
}

/** The Foyer client of the nearest <FoyerProvider>. */
export function useFoyer(): Foyer {
  return useFoyerContext().foyer
}

/** The strings the dapp overrides (none by default). */
export function useStringOverrides(): StringsInput {
  return useContext(FoyerContext)?.strings ?? NO_OVERRIDES
}

const NO_OVERRIDES: StringsInput = {}

/**
 * The language a render speaks: the kit's (`foyer.locale`), except while the server renders or
 * the browser hydrates its HTML, when it is the server's (`foyer.serverLocale`): both agree.
 */
export function useKitLocale(): Locale {
  const foyer = useContext(FoyerContext)?.foyer
  const hydrating = useHydrating()
  if (!foyer) return 'en'
  return hydrating ? foyer.serverLocale : foyer.locale
}

/** The loaded table of the language rendered (useKitLocale); undefined for English or until it loads. */
export function useLocaleTable(): Strings | undefined {
  const locale = useKitLocale()
  const read = () => loadedTable(locale)
  return useSyncExternalStore(subscribeTables, read, read)
}

/** The strings shown before the modal loads, in the kit's language, with the dapp's overrides. */
export function useBaseStrings(): BaseStrings {
  const overrides = useStringOverrides()
  const table: BaseStrings = useLocaleTable() ?? baseStrings
  return useMemo(() => mergeStrings<BaseStrings>(table, overrides), [table, overrides])
}

type Readable<T> = { get(): T; subscribe(listener: () => void): () => void }

/** Subscribes a component to a core store. */
export function useStore<T>(store: Readable<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
