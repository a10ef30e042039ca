import { FoyerError } from '@foyer/protocol'
import type { Session } from '../api/apiSchemas'
import type { FramePasskeys, PasskeyPrf } from '../passkeys/passkeyCeremonies'

export type { FramePasskeys } from '../passkeys/passkeyCeremonies'

export type PasskeyLoginDeps = {
  passkeys: Pick<FramePasskeys, 'signIn'> | undefined
  deviceId: string
  /**
   * The frame account's sign-in; `passkeyPrf` (the PRF output of the same get) lets recovery
   * open the wallet on a new device without a second prompt.
   */
  signIn(session: Session, social: undefined, options: { passkeyPrf?: PasskeyPrf }): Promise<void>
}

export type PasskeyLogin = {
  /** CONNECT_PASSKEY: a discoverable passkey get (with the PRF), the server's check, a session. */
  connect(): Promise<void>
}

/**
 * Sign-in with a passkey. The get needs no click inside the frame (Chromium asks a transient
 * activation of a cross-origin iframe only to create a passkey, not to use one), so it starts
 * at once; the browser's own dialog is the prompt. Failures: PASSKEY_CANCELLED (the visitor
 * closed it), PASSKEY_UNSUPPORTED (no WebAuthn here), and the server's PASSKEY_UNKNOWN /
 * PASSKEY_INVALID / PASSKEY_CHALLENGE_INVALID.
 */
export function createPasskeyLogin(deps: PasskeyLoginDeps): PasskeyLogin {
  return {
    async connect() {
      if (!deps.passkeys) throw new FoyerError('PASSKEY_UNSUPPORTED')
      const { grant, passkeyPrf } = await deps.passkeys.signIn(deps.deviceId)
      await deps.signIn(
        { token: grant.token, expiresAt: grant.expiresAt, user: grant.user },
        undefined,
        passkeyPrf ? { passkeyPrf } : {},
      )
    },
  }
}
