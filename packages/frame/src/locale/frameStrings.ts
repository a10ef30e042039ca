import { browserLocale, isFoyerError, type Locale, localeDirection } from '@foyer/protocol'
import { ar } from './ar'
import { de } from './de'
import { en, type FrameStrings } from './en'
import { es } from './es'
import { fr } from './fr'
import { ja } from './ja'
import { pt } from './pt'
import { zh } from './zh'

/** Every table: the frame's strings are few, so all ship with it. */
export const FRAME_STRINGS: { readonly [L in Locale]: FrameStrings } = {
  en,
  es,
  fr,
  de,
  pt,
  ja,
  zh,
  ar,
}

/** The frame's language: the one the kit synced, else the browser's (the frame has its own). */
export function frameLocale(synced: Locale | undefined): Locale {
  return synced ?? browserLocale()
}

export function frameStrings(locale: Locale): FrameStrings {
  return FRAME_STRINGS[locale]
}

/** Gives `element` the language and its direction (ar is right to left). */
export function speak(element: HTMLElement, locale: Locale): void {
  element.lang = locale
  element.dir = localeDirection(locale)
}

/** An error's words in the frame's language where its table words the code; else its own. */
export function errorWords(strings: FrameStrings, error: unknown): string {
  if (isFoyerError(error)) {
    return Object.hasOwn(strings.errors, error.code)
      ? strings.errors[error.code as keyof FrameStrings['errors']]
      : error.message
  }
  return error instanceof Error ? error.message : String(error)
}
