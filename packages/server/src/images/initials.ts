import { graphemes } from './graphemes'

/**
 * One or two initials for a monogram, uppercased: the first letters of the first two words
 * (`Trust Wallet` → `TW`), or of a camel-cased word's two parts (`MetaMask` → `MM`), else the
 * first character (`Rainbow` → `R`, `$` → `$`). `?` when the label is blank.
 */
export function initials(label: string): string {
  const words = label
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
  const [first, second] = words
  if (first === undefined) return graphemes(label.trim())[0] ?? '?'
  const letters = graphemes(first)
  if (second !== undefined) return `${letters[0]}${graphemes(second)[0]}`.toUpperCase()
  const camel = letters.findIndex(
    (char, index) =>
      index > 0 && /^\p{Lu}/u.test(char) && /^\p{Ll}/u.test(letters[index - 1] ?? ''),
  )
  return `${letters[0]}${camel > 0 ? letters[camel] : ''}`.toUpperCase()
}
