import type { Locale } from '@foyer/protocol'
import { ar } from './ar'
import { de } from './de'
import { en, type WalletStrings } from './en'
import { es } from './es'
import { fr } from './fr'
import { ja } from './ja'
import { pt } from './pt'
import { zh } from './zh'

/** Every table: the page picks one by the browser's language (strings.ts). */
export const WALLET_STRINGS: { readonly [L in Locale]: WalletStrings } = {
  en,
  es,
  fr,
  de,
  pt,
  ja,
  zh,
  ar,
}
