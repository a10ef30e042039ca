import type { RecoveryMethod, RecoveryRecord, RecoveryStatus } from '@foyer/protocol'
import type { FrameApi } from '../api/frameApi'
import type { DeviceShareStore } from '../keys/deviceShareStore'
import type { PasskeyCeremonies } from '../passkeys/passkeyCeremonies'
import {
  addCustodianWrap,
  hasCustodianWrap,
  hasVisitorMethod,
  isCustodianUnavailable,
  logCustodianFailure,
  missingCustodianWrap,
  restoreWithCustodian,
} from '../recovery/custodianRecovery'
import type { ScryptParams } from '../recovery/passwordKek'
import { protectWallet } from '../recovery/protectWallet'
import { openRecoveryShare, type RecoveryContext, type RecoveryKey } from '../recovery/recoveryKey'
import type { ProtectChoice, RecoveryPrompts } from '../recovery/recoveryPrompts'
import { wrapWithPasskey, wrapWithPassword } from '../recovery/recoveryWraps'
import type { FrameAccount } from './frameAccount'
import type { FrameRequestHandlers } from './frameRequestHandlers'

export type WalletRecoveryDeps = {
  api: FrameApi
  deviceShares: DeviceShareStore
  account: FrameAccount
  prompts: Pick<RecoveryPrompts, 'restore' | 'protect' | 'exportKey'>
  passkeys?: Pick<PasskeyCeremonies, 'list' | 'remove'>
  /** scrypt parameters of new password wraps (tests lower them); default RECOVERY_SCRYPT_PARAMS. */
  scryptParams?: ScryptParams
}

/**
 * PROTECT_WALLET, GET_RECOVERY, REMOVE_PASSKEY and EXPORT_KEY, and the restore prompt a sign-in
 * on a new device uses. One prompt at a time; `abort` (RPC_ABORT, reload, sign-out) closes it.
 */
export function createWalletRecovery(deps: WalletRecoveryDeps) {
  const { api, account } = deps
  let controller = new AbortController()
  const freshSignal = () => {
    controller.abort()
    controller = new AbortController()
    return controller.signal
  }

  async function status(token: string, record: RecoveryRecord): Promise<RecoveryStatus> {
    const listed = deps.passkeys ? await deps.passkeys.list(token).catch(() => []) : []
    return {
      passkeys: record.methods.flatMap((method) => {
        if (method.kind !== 'passkey') return []
        const found = listed.find((passkey) => passkey.id === method.credentialId)
        return [
          {
            id: method.credentialId,
            name: found?.name ?? 'Passkey',
            createdAt: found?.createdAt ?? '',
          },
        ]
      }),
      password: record.methods.some((method) => method.kind === 'password'),
      custodial: hasCustodianWrap(record),
    }
  }

  /**
   * CUSTODIAL: with RK in memory (at the record's version), adds the custodian's wrap when the
   * record names a custodian and has no wrap of its key; a failure keeps the record as it was
   * (logged: the visitor's own step succeeded).
   */
  async function withCustodianWrap(
    token: string,
    record: RecoveryRecord,
    recoveryKey: RecoveryKey | undefined,
    context: RecoveryContext,
  ): Promise<RecoveryRecord> {
    if (!recoveryKey || !missingCustodianWrap(record)) return record
    try {
      return await addCustodianWrap({ api, token, record, recoveryKey, context })
    } catch (error) {
      logCustodianFailure('adding its wrap', error)
      return record
    }
  }

  /** RK when this session holds it at the record's version. */
  const heldKey = (
    wallet: { version: number; recoveryKey?: RecoveryKey },
    record: RecoveryRecord,
  ) => (wallet.recoveryKey && wallet.version === record.version ? wallet.recoveryKey : undefined)

  const wrapWith =
    (choice: ProtectChoice) =>
    (rk: RecoveryKey, context: RecoveryContext): Promise<RecoveryMethod> =>
      choice.kind === 'passkey'
        ? wrapWithPasskey(rk, choice.passkey, context)
        : wrapWithPassword(rk, choice.password, context, deps.scryptParams)

  /**
   * RK of a protected wallet this session does not hold: unwrapped with a method of the visitor's
   * (the restore prompt), else, for a wallet only the custodian can open, from the custodian: this
   * device holds the key already, so nothing new leaves (the server mails no notice to the device
   * that stored the wallet). A fresh split instead would strand every device restored since; it
   * is the way left only when the custodian cannot answer (turned off, down). Undefined then, and
   * for an unprotected wallet.
   */
  async function unwrapHere(
    token: string,
    record: RecoveryRecord,
    context: RecoveryContext,
  ): Promise<RecoveryKey | undefined> {
    if (!record.sealedRecovery || record.methods.length === 0) return undefined
    if (hasVisitorMethod(record)) return deps.prompts.restore(record, context, freshSignal())
    try {
      const rk = await restoreWithCustodian(api, token, context)
      await openRecoveryShare(rk, record.sealedRecovery, context)
      return rk
    } catch (error) {
      if (!isCustodianUnavailable(error)) throw error
      logCustodianFailure('opening the recovery key here', error)
      return undefined
    }
  }

  /** The signed-in wallet, its session and its recovery record. */
  async function current() {
    const wallet = await account.wallet()
    const session = account.session()
    const record = await api.getRecoveryRecord(session.token)
    const context = { address: wallet.account.address, userId: session.user.id }
    return { wallet, token: session.token, record, context }
  }

  const handlers: FrameRequestHandlers<
    'PROTECT_WALLET' | 'GET_RECOVERY' | 'REMOVE_PASSKEY' | 'EXPORT_KEY'
  > = {
    async GET_RECOVERY() {
      const { wallet, token, record, context } = await current()
      return status(token, await withCustodianWrap(token, record, heldKey(wallet, record), context))
    },
    async PROTECT_WALLET() {
      const { wallet, token, record, context } = await current()
      const choice = await deps.prompts.protect(token, freshSignal())
      const wrap = wrapWith(choice)
      const rk = heldKey(wallet, record) ?? (await unwrapHere(token, record, context))
      if (rk) {
        // Protected already: one more wrap of RK, the same recovery key every device restores with.
        const changed = await api.addRecoveryMethod(token, {
          version: record.version,
          method: await wrap(rk, context),
        })
        account.remember({ version: changed.version, recoveryKey: rk })
        return status(token, await withCustodianWrap(token, changed, rk, context))
      }
      // Unprotected: a fresh split (the custodian's wrap is added to it below).
      const protectedNow = await protectWallet({
        api,
        deviceShares: deps.deviceShares,
        token,
        userId: context.userId,
        key: wallet.key,
        address: context.address,
        version: wallet.version,
        wrap,
      })
      account.remember({
        version: protectedNow.record.version,
        recoveryKey: protectedNow.recoveryKey,
      })
      return status(
        token,
        await withCustodianWrap(token, protectedNow.record, protectedNow.recoveryKey, context),
      )
    },
    async REMOVE_PASSKEY({ id }) {
      await account.wallet()
      const { token } = account.session()
      const record = await api.removeRecoveryPasskey(token, id)
      await deps.passkeys?.remove(token, id)
      return status(token, record)
    },
    async EXPORT_KEY() {
      const { wallet, record, context } = await current()
      // The custodian is no confirmation: only a method of the visitor's is asked for.
      const check =
        record.sealedRecovery && hasVisitorMethod(record) ? { record, context } : undefined
      await deps.prompts.exportKey(wallet.key, check, freshSignal())
      return {}
    },
  }

  return {
    handlers,
    /** The restore prompt of a sign-in on a new device (FrameAccount's `restore`). */
    restore: (record: RecoveryRecord, context: RecoveryContext) =>
      deps.prompts.restore(record, context, freshSignal()),
    /** Closes an open prompt (REQUEST_ABORTED). */
    abort() {
      controller.abort()
      controller = new AbortController()
    },
  }
}
