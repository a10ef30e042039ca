import { ACCOUNT_TYPES, REMOTE_SOCIALS, socialUsernameSchema } from '@foyer/protocol'
import { z } from 'zod'
import { sessionSchema } from '../api/apiSchemas'

const SESSION_KEY = '@foyer-frame/session'

/**
 * A session as the frame keeps it: the server's grant, and for a social or Farcaster sign-in the
 * provider and the user name it gave (shown as the user's `userName`).
 */
export const storedSessionSchema = sessionSchema.extend({
  social: z.object({ provider: z.enum(REMOTE_SOCIALS), username: socialUsernameSchema }).optional(),
  /** The account the visitor chose to use (SET_PREFERRED_ACCOUNT); none: the smart account. */
  preferredAccountType: z.enum(ACCOUNT_TYPES).optional(),
})
export type StoredSession = z.infer<typeof storedSessionSchema>
/** Who a social or Farcaster sign-in signed in, as the provider named them. */
export type SocialIdentity = NonNullable<StoredSession['social']>

/** The session token, kept in the frame origin's storage so a reload stays signed in. */
export type SessionStore = {
  load(): StoredSession | undefined
  save(session: StoredSession): void
  clear(): void
}

export function createSessionStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): SessionStore {
  return {
    load() {
      const raw = storage.getItem(SESSION_KEY)
      if (!raw) return undefined
      try {
        const parsed = storedSessionSchema.safeParse(JSON.parse(raw))
        if (parsed.success) return parsed.data
      } catch {
        // corrupted value: dropped below
      }
      storage.removeItem(SESSION_KEY)
      return undefined
    },
    save(session) {
      storage.setItem(SESSION_KEY, JSON.stringify(session))
    },
    clear() {
      storage.removeItem(SESSION_KEY)
    },
  }
}

/** An in-memory session store (tests, or storage denied). */
export function createMemorySessionStore(): SessionStore {
  let session: StoredSession | undefined
  return {
    load: () => session,
    save: (next) => {
      session = next
    },
    clear: () => {
      session = undefined
    },
  }
}
