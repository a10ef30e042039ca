/** The zone names live under when the operator sets none (NAMES_ZONE): `alice.foyer.id`. */
export const DEFAULT_NAMES_ZONE = 'foyer.id'

/** Name minimum length (docs/product.md#names): a registered name has at least 4 characters. */
export const NAME_MIN_LENGTH = 4
/** The longest label: a DNS label's limit, so `label.zone` stays a valid host name too. */
export const NAME_MAX_LENGTH = 63

/** Why a label cannot be registered; undefined when it can. */
export type NameProblem =
  | 'tooShort'
  | 'tooLong'
  | 'invalidCharacters'
  | 'hyphenEdge'
  | 'labelExtension'

/** What each problem means, in the API's words (the modal's are in its locale table). */
export const NAME_PROBLEM_MESSAGES: Record<NameProblem, string> = {
  tooShort: `A name has at least ${NAME_MIN_LENGTH} characters`,
  tooLong: `A name has at most ${NAME_MAX_LENGTH} characters`,
  invalidCharacters: 'A name has letters, digits and hyphens only',
  hyphenEdge: 'A name cannot start or end with a hyphen',
  labelExtension: 'A name cannot have two hyphens as its third and fourth characters',
}

/**
 * A typed label as it is registered: trimmed and lowercased (ENS normalization lowercases ASCII
 * letters, so `Alice` and `alice` are one name).
 */
export function normalizeNameLabel(input: string): string {
  return input.trim().toLowerCase()
}

/**
 * Why a normalized label cannot be registered (docs/product.md#names: letters, digits and hyphens only, at
 * least NAME_MIN_LENGTH characters), or undefined. ASCII lowercase letters only, so every valid
 * label is already ENS-normalized (ENSIP-15); it also refuses what ENSIP-15 refuses of such
 * labels (`--` as the third and fourth characters, like punycode's `xn--`) and, as host names do,
 * a hyphen at either end.
 */
export function nameLabelProblem(label: string): NameProblem | undefined {
  if (!/^[a-z0-9-]*$/.test(label)) return 'invalidCharacters'
  if (label.length < NAME_MIN_LENGTH) return 'tooShort'
  if (label.length > NAME_MAX_LENGTH) return 'tooLong'
  if (label.startsWith('-') || label.endsWith('-')) return 'hyphenEdge'
  if (label.slice(2, 4) === '--') return 'labelExtension'
  return undefined
}

/** Whether `label` (already normalized) can be registered. */
export function isValidNameLabel(label: string): boolean {
  return nameLabelProblem(label) === undefined
}

/** `label.zone`, the full name (`alice.foyer.id`). */
export function fullName(label: string, zone: string): string {
  return `${label}.${zone}`
}

/**
 * The label of a name typed with or without its zone (`Alice.foyer.id` or `alice` → `alice`),
 * normalized; undefined for a name in another zone (`alice.eth`).
 */
export function nameLabelOf(name: string, zone: string): string | undefined {
  const normalized = normalizeNameLabel(name)
  const suffix = `.${zone.toLowerCase()}`
  const label = normalized.endsWith(suffix) ? normalized.slice(0, -suffix.length) : normalized
  return label.includes('.') ? undefined : label
}
