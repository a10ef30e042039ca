import type { Mailer } from '../mail/mailer'
import type { Database } from '../store/database'
import type { AuthHasher } from './authHasher'

/** What the auth routes need. */
export interface AuthDeps {
  db: Database
  mailer: Mailer
  now: () => Date
  /** The only origin the auth and wallet routes serve; sessions record it. */
  frameOrigin: string
  /** PASSKEY_RP_ID: the passkeys' relying party id; default derived from frameOrigin. */
  passkeyRpId?: string
  /** Base URL of the API for mailed links. */
  publicApiUrl: string
  /** How long `POST /auth/v1/device/wait` holds a request, and how often it looks. */
  deviceWaitMs: number
  devicePollMs: number
  /** The keyed hashes of codes, link tokens, device ids and attempt counters (AUTH_HASH_KEY). */
  hasher: () => Promise<AuthHasher>
}
