import { type Session, sessionSchema } from '../api/apiSchemas'

const SESSION_KEY = '@foyer-frame/session'

/** The session token, kept in the frame origin's storage so a reload stays signed in. */
export type SessionStore = {
  load(): Session | undefined
  save(session: Session): void
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
        const parsed = sessionSchema.safeParse(JSON.parse(raw))
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
  let session: Session | undefined
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
