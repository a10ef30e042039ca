import type { Locale } from '@foyer/protocol'
import type { Strings } from './en'

type Translation = Exclude<Locale, 'en'>

/**
 * Each translation in its own chunk: a page loads only its visitor's language (English ships
 * with the modal, the base strings with the page).
 */
const LOADERS: { readonly [L in Translation]: () => Promise<Strings> } = {
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
  pt: () => import('./pt').then((module) => module.pt),
  ja: () => import('./ja').then((module) => module.ja),
  zh: () => import('./zh').then((module) => module.zh),
  ar: () => import('./ar').then((module) => module.ar),
}

const loaded = new Map<Locale, Strings>()
const loading = new Map<Locale, Promise<Strings | undefined>>()
const listeners = new Set<() => void>()

/** The table of `locale` once loaded; undefined for English (the caller's own) or not yet. */
export function loadedTable(locale: Locale): Strings | undefined {
  return loaded.get(locale)
}

/**
 * Loads the table of `locale` (once); undefined for English. A chunk that fails to load leaves
 * English in place and may be tried again.
 */
export function loadTable(locale: Locale): Promise<Strings | undefined> {
  // English, or a tag we do not speak (from plain JavaScript): the English table stays.
  const loader = Object.hasOwn(LOADERS, locale) ? LOADERS[locale as Translation] : undefined
  if (!loader) return Promise.resolve(undefined)
  const pending =
    loading.get(locale) ??
    loader().then(
      (table) => {
        loaded.set(locale, table)
        for (const listener of listeners) listener()
        return table
      },
      () => {
        loading.delete(locale)
        return undefined
      },
    )
  loading.set(locale, pending)
  return pending
}

/** Calls `listener` when a table arrives. */
export function subscribeTables(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
