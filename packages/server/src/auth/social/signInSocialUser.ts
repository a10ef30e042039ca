import { randomUUID } from 'node:crypto'
import type { FARCASTER_PROVIDER, SocialProvider, SocialSessionGrant } from '@foyer/protocol'
import type { Database, Queryable } from '../../store/database'
import type { DeviceKey } from '../authHasher'
import { approveDevice } from '../devices'
import { createSession } from '../sessions'
import { ensureUser, findUserByEmail } from '../users'
import type { SocialIdentity } from './socialProviderRecord'

/** Who vouches for an identity: an OAuth/OpenID provider, or Farcaster (auth/farcaster/). */
export type IdentityProvider = SocialProvider | typeof FARCASTER_PROVIDER

/** The user this identity signs in as: its own, a verified email's, or a new one. */
async function userFor(
  tx: Queryable,
  provider: IdentityProvider,
  identity: SocialIdentity,
  now: Date,
): Promise<string> {
  const [known] = await tx.query<{ user_id: string }>(
    'SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2',
    [provider, identity.subject],
  )
  if (known) {
    await tx.query(
      `UPDATE social_identities SET email = $3, email_verified = $4, username = $5, last_login_at = $6
       WHERE provider = $1 AND subject = $2`,
      [provider, identity.subject, identity.email, identity.emailVerified, identity.username, now],
    )
    return known.user_id
  }
  let userId: string
  if (identity.email && identity.emailVerified) {
    userId =
      (await findUserByEmail(tx, identity.email))?.id ??
      (await ensureUser(tx, identity.email, now)).id
  } else {
    userId = randomUUID()
    await tx.query('INSERT INTO users (id, email, created_at) VALUES ($1, NULL, $2)', [userId, now])
  }
  await tx.query(
    `INSERT INTO social_identities
       (provider, subject, user_id, email, email_verified, username, created_at, last_login_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [
      provider,
      identity.subject,
      userId,
      identity.email,
      identity.emailVerified,
      identity.username,
      now,
    ],
  )
  return userId
}

/**
 * Signs in a provider's user as email sign-in does once its code is checked: the user (keyed by
 * provider + subject; a new identity with a verified email joins the user of that email, or
 * creates it), the device approved, and a session bound to the frame origin.
 */
export async function signInSocialUser<P extends IdentityProvider = SocialProvider>(
  db: Database,
  {
    provider,
    identity,
    deviceKey,
    origin,
    now,
  }: {
    provider: P
    identity: SocialIdentity
    /** The device's keyed id (AuthHasher.device). */
    deviceKey: DeviceKey
    origin: string
    now: Date
  },
): Promise<Omit<SocialSessionGrant, 'provider'> & { provider: P }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `social:${provider}:${identity.subject}`,
    ])
    const userId = await userFor(tx, provider, identity, now)
    const [user] = await tx.query<{ email: string | null }>(
      'SELECT email FROM users WHERE id = $1',
      [userId],
    )
    if (!user) throw new Error(`user ${userId} vanished`)
    await approveDevice(tx, userId, deviceKey, now)
    const grant = await createSession(tx, {
      user: { id: userId, email: user.email },
      deviceKey,
      origin,
      now,
    })
    return { ...grant, provider, username: identity.username }
  })
}
