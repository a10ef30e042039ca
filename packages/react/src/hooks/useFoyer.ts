import type { Foyer } from '@foyer/core'
import { createContext, useContext, useSyncExternalStore } from 'react'
import { en, type Strings } from '../locale/en'

export type FoyerContextValue = { foyer: Foyer; strings: Strings }

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

/** The locale table in use (English by default). */
export function useStrings(): Strings {
  return useContext(FoyerContext)?.strings ?? en
}

type Readable<T> = { get(): T; subscribe(listener: () => void): () => void }

/** Subscribes a component to a core store. */
export function useStore<T>(store: Readable<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
