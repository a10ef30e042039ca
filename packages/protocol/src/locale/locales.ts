/**
 * The languages the kit, the frame and the reference wallet speak (docs/product.md): English
 * first, the default and fallback. `ar` is written right to left.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt', 'ja', 'zh', 'ar'] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ar'])

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The writing direction of `locale`, for a root's `dir`. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr'
}

/**
 * The first of `wanted` (BCP 47 tags in order of preference, e.g. `navigator.languages`) that
 * we speak, matched by primary subtag (`pt-BR` → `pt`, `zh-Hant-TW` → `zh`); English when none.
 */
export function matchLocale(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
    if (isLocale(primary)) return primary
  }
  return DEFAULT_LOCALE
}

type Navigatorish = { languages?: readonly string[]; language?: string }

/** The browser's preferred locale we speak (`navigator.languages`); English on a server. */
export function browserLocale(
  navigator = (globalThis as { navigator?: Navigatorish }).navigator,
): Locale {
  if (!navigator) return DEFAULT_LOCALE
  const languages = navigator.languages?.length
    ? navigator.languages
    : navigator.language
      ? [navigator.language]
      : []
  return matchLocale(languages)
}
