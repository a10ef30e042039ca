import { FoyerError } from '@foyer/protocol'
import type { PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Session } from '../api/apiSchemas'
import type { FrameApi } from '../api/frameApi'
import type { DeviceShareStore } from '../keys/deviceShareStore'
import { establishWalletKey } from './establishWalletKey'
import type { SessionStore, SocialIdentity, StoredSession } from './sessionStore'

export type FrameAccountDeps = {
  api: FrameApi
  deviceShares: DeviceShareStore
  sessions: SessionStore
  /** After every sign-in (email, social, Farcaster). */
  onSignedIn(): void
  /** After the session was forgotten: signed out, or the server no longer knows it. */
  onForgotten(): void
}

/** The signed-in wallet: its key in frame memory only, its session in the frame's storage. */
export type FrameAccount = {
  /** Signs in with a new session; `social` for a social or Farcaster sign-in (its user name). */
  signIn(next: Session, social?: SocialIdentity): Promise<void>
  /** The in-memory account, rebuilt from the stored session after a reload; else NOT_CONNECTED. */
  require(): Promise<PrivateKeyAccount>
  /** The in-memory account, if any (no server call). */
  current(): PrivateKeyAccount | undefined
  /** The stored session; else NOT_CONNECTED. */
  session(): StoredSession
  /** Signs out locally: the key and the stored session are dropped. */
  forget(): void
  /** RELOAD: drops the in-memory key; the next request rebuilds it from the stored session. */
  drop(): void
}

export function createFrameAccount(deps: FrameAccountDeps): FrameAccount {
  let account: PrivateKeyAccount | undefined

  async function signIn(next: Session, social?: SocialIdentity): Promise<void> {
    const key = await establishWalletKey({
      api: deps.api,
      deviceShares: deps.deviceShares,
      token: next.token,
      userId: next.user.id,
    })
    deps.sessions.save(social ? { ...next, social } : next)
    account = privateKeyToAccount(key)
    deps.onSignedIn()
  }

  function forget() {
    account = undefined
    deps.sessions.clear()
    deps.onForgotten()
  }

  return {
    signIn,
    async require() {
      if (account) return account
      const stored = deps.sessions.load()
      if (!stored) throw new FoyerError('NOT_CONNECTED')
      const status = await deps.api.getSession(stored.token)
      if (!status.isConnected) {
        forget()
        throw new FoyerError('NOT_CONNECTED')
      }
      await signIn(status.user ? { ...stored, user: status.user } : stored, stored.social)
      if (!account) throw new FoyerError('NOT_CONNECTED')
      return account
    },
    current: () => account,
    session() {
      const stored = deps.sessions.load()
      if (!stored) throw new FoyerError('NOT_CONNECTED')
      return stored
    },
    forget,
    drop() {
      account = undefined
    },
  }
}
