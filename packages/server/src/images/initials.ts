import { graphemes } from './graphemes'

/** A word that names no wallet in particular ("Bloom Wallet" and "Best Wallet" are not both BW). */
const GENERIC = /^wallet$/i

/**
 * One or two initials for a monogram, the generic "Wallet" left out: the first letters of the
 * first two words (`Coin98 Super App` → `CS`), or of a camel-cased word's two parts (`MetaMask` →
 * `MM`), else the word's first two letters (`Bloom Wallet` → `Bl`, `Rainbow` → `Ra`), the first
 * uppercased. `?` when the label is blank.
 */
export function initials(label: string): string {
  const all = label
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
  const named = all.filter((word) => !GENERIC.test(word))
  const words = named.length > 0 ? named : all
  const [first, second] = words
  if (first === undefined) return graphemes(label.trim())[0] ?? '?'
  const letters = graphemes(first)
  if (second !== undefined) return `${letters[0]}${graphemes(second)[0]}`.toUpperCase()
  const camel = letters.findIndex(
    (char, index) =>
      index > 0 && /^\p{Lu}/u.test(char) && /^\p{Ll}/u.test(letters[index - 1] ?? ''),
  )
  if (camel > 0) return `${letters[0]}${letters[camel]}`.toUpperCase()
  return `${letters[0]?.toUpperCase()}${(letters[1] ?? '').toLowerCase()}`
}
