import { createHash } from 'node:crypto'
import type { SocialProvider } from '@foyer/protocol'
import type { DevAccount } from './devOidcAccounts'

/** A number of `digits` decimal digits derived from the subject (providers' numeric ids). */
function numericId(sub: string, digits: number): string {
  const hex = createHash('sha256').update(sub).digest('hex')
  return (BigInt(`0x${hex}`) % 10n ** BigInt(digits)).toString().padStart(digits, '0')
}

/**
 * The account as each OAuth-only provider's profile endpoint shows it, so that the dev provider
 * stands in for it: github `GET /user` (and `/user/emails` with `part: 'emails'`), facebook
 * `GET /me?fields=id,name,email`, x `GET /2/users/me`, discord `GET /users/@me`. Undefined for a
 * provider that has no such endpoint.
 */
export function devProfile(
  provider: SocialProvider,
  account: DevAccount,
  part: 'profile' | 'emails' = 'profile',
): unknown {
  const { sub, name, email, emailVerified } = account
  if (provider === 'github') {
    if (part === 'emails') {
      return email ? [{ email, primary: true, verified: emailVerified, visibility: null }] : []
    }
    return { id: Number(numericId(sub, 12)), login: name, name, email: null, type: 'User' }
  }
  if (part !== 'profile') return undefined
  if (provider === 'facebook') return { id: numericId(sub, 16), name, ...(email ? { email } : {}) }
  if (provider === 'x') return { data: { id: numericId(sub, 19), name, username: name } }
  if (provider === 'discord') {
    return {
      id: numericId(sub, 18),
      username: name,
      discriminator: '0',
      global_name: name,
      email,
      verified: emailVerified,
    }
  }
  return undefined
}
