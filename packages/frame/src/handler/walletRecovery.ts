import type { RecoveryMethod, RecoveryRecord, RecoveryStatus } from '@foyer/protocol'
import type { FrameApi } from '../api/frameApi'
import type { DeviceShareStore } from '../keys/deviceShareStore'
import type { PasskeyCeremonies } from '../passkeys/passkeyCeremonies'
import type { ScryptParams } from '../recovery/passwordKek'
import { protectWallet } from '../recovery/protectWallet'
import type { RecoveryContext, RecoveryKey } from '../recovery/recoveryKey'
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
    }
  }

  const wrapWith =
    (choice: ProtectChoice) =>
    (rk: RecoveryKey, context: RecoveryContext): Promise<RecoveryMethod> =>
      choice.kind === 'passkey'
        ? wrapWithPasskey(rk, choice.passkey, context)
        : wrapWithPassword(rk, choice.password, context, deps.scryptParams)

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
      const { token, record } = await current()
      return status(token, record)
    },
    async PROTECT_WALLET() {
      const { wallet, token, record, context } = await current()
      const choice = await deps.prompts.protect(token, freshSignal())
      const wrap = wrapWith(choice)
      if (record.sealedRecovery && record.methods.length > 0) {
        // Protected already: one more wrap of RK (held since this session's protect or restore,
        // else unwrapped now with a method the wallet has).
        const rk =
          wallet.recoveryKey && wallet.version === record.version
            ? wallet.recoveryKey
            : await deps.prompts.restore(record, context, freshSignal())
        const changed = await api.addRecoveryMethod(token, {
          version: record.version,
          method: await wrap(rk, context),
        })
        account.remember({ version: changed.version, recoveryKey: rk })
        return status(token, changed)
      }
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
      return status(token, protectedNow.record)
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
      const check =
        record.sealedRecovery && record.methods.length > 0 ? { record, context } : undefined
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
