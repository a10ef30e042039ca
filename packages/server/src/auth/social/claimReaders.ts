import { SOCIAL_USERNAME_MAX_LENGTH } from '@foyer/protocol'

/** Reading a provider's untyped JSON without trusting its shape. */
export const claimReaders = {
  /** `value` as an object, else `{}`. */
  object(value: unknown): Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  },
  /** A non-empty string (numbers, such as github's ids, as their decimal text), else null. */
  text(value: unknown): string | null {
    if (typeof value === 'string' && value !== '') return value
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
    return null
  },
  /**
   * A user name as we keep and show it: trimmed and cut to SOCIAL_USERNAME_MAX_LENGTH (never
   * inside a surrogate pair); null when nothing is left.
   */
  username(value: unknown): string | null {
    const text = claimReaders.text(value)?.trim()
    if (!text) return null
    let name = text.slice(0, SOCIAL_USERNAME_MAX_LENGTH)
    if (/[\uD800-\uDBFF]$/.test(name)) name = name.slice(0, -1)
    return name.trimEnd() || null
  },
  /** `true` or the string `"true"` (apple sends its booleans as strings). */
  flag(value: unknown): boolean {
    return value === true || value === 'true'
  },
  /** The user's id, else an error naming the provider. */
  subject(provider: string, value: unknown): string {
    const subject = claimReaders.text(value)
    if (!subject) throw new Error(`${provider} sent no user id`)
    return subject
  },
  /** A lowercased email, else null. */
  email(value: unknown): string | null {
    const email = claimReaders.text(value)
    return email && /^[^\s@]+@[^\s@]+$/.test(email) ? email.toLowerCase() : null
  },
}
