import { FoyerError } from '@foyer/protocol'
import type { Hex, PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Session } from '../api/apiSchemas'
import type { FrameApi } from '../api/frameApi'
import type { DeviceShareStore } from '../keys/deviceShareStore'
import { deriveSolanaKey, type SolanaKey } from '../keys/solanaKey'
import type { RecoveryKey } from '../recovery/recoveryKey'
import {
  establishWalletKey,
  type PasskeyPrfOutput,
  type RestoreWallet,
  type WalletKey,
} from './establishWalletKey'
import type { SessionStore, SocialIdentity, StoredSession } from './sessionStore'

export type FrameAccountDeps = {
  api: FrameApi
  deviceShares: DeviceShareStore
  sessions: SessionStore
  /** After every sign-in (email, social, Farcaster). */
  onSignedIn(): void
  /** After the session was forgotten: signed out, or the server no longer knows it. */
  onForgotten(): void
  /** The restore prompt for a protected wallet on a new device (recovery/restorePrompt.ts). */
  restore?: RestoreWallet
}

export type SignInOptions = {
  /** The PRF output of a passkey sign-in: a new device restores with it, no second prompt. */
  passkeyPrf?: PasskeyPrfOutput
}

/** The signed-in wallet's key material, in frame memory only. */
export type WalletState = {
  key: Hex
  account: PrivateKeyAccount
  /** The wallet's Solana key, derived from `key` (keys/solanaKey.ts). */
  solana: SolanaKey
  /** The share version the key was rebuilt at. */
  version: number
  /** RK, once a protect or a restore in this session gave it. */
  recoveryKey?: RecoveryKey
}

/** The signed-in wallet: its key in frame memory only, its session in the frame's storage. */
export type FrameAccount = {
  /**
   * Signs in with a new session; `social` for a social or Farcaster sign-in (its user name);
   * `options.passkeyPrf` for a passkey sign-in (restores a new device with no prompt).
   */
  signIn(next: Session, social?: SocialIdentity, options?: SignInOptions): Promise<void>
  /** The key material of the signed-in wallet (rebuilt after a reload); else NOT_CONNECTED. */
  wallet(): Promise<WalletState>
  /** After a protect or an unwrap: the new share version and RK, kept in memory. */
  remember(change: { version: number; recoveryKey: RecoveryKey }): void
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
  let wallet: WalletState | undefined

  async function signIn(
    next: Session,
    social?: SocialIdentity,
    options: SignInOptions = {},
  ): Promise<void> {
    const established: WalletKey = await establishWalletKey({
      api: deps.api,
      deviceShares: deps.deviceShares,
      token: next.token,
      userId: next.user.id,
      ...(deps.restore ? { restore: deps.restore } : {}),
      ...(options.passkeyPrf ? { passkeyPrf: options.passkeyPrf } : {}),
    })
    deps.sessions.save(social ? { ...next, social } : next)
    account = privateKeyToAccount(established.key)
    wallet = { ...established, account, solana: deriveSolanaKey(established.key) }
    deps.onSignedIn()
  }

  async function require(): Promise<PrivateKeyAccount> {
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
  }

  function forget() {
    account = undefined
    wallet = undefined
    deps.sessions.clear()
    deps.onForgotten()
  }

  return {
    signIn,
    require,
    async wallet() {
      await require()
      if (!wallet) throw new FoyerError('NOT_CONNECTED')
      return wallet
    },
    remember(change) {
      if (wallet) wallet = { ...wallet, ...change }
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
      wallet = undefined
    },
  }
}
