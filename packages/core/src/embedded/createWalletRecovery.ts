import type { ErrorCode, RecoveryStatus } from '@foyer/protocol'
import type { ErrorNotice } from '../errors/errorNotice'
import { toErrorNotice } from '../errors/toErrorNotice'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Router } from '../router/createRouter'
import { createStore, type Store } from '../store/createStore'
import type { FrameCall } from './frameCall'
import { isUnprotected } from './isUnprotected'

/** What the recovery flow is doing: a frame request waiting for the visitor, or nothing. */
export type WalletRecoveryAction = 'load' | 'protect' | 'remove' | 'export'

export type WalletRecoveryState = {
  /**
   * How the signed-in wallet opens on another device (its passkeys, whether a recovery password
   * is set), as the frame last said; undefined until asked.
   */
  status: RecoveryStatus | undefined
  /** The request under way (only one at a time). */
  busy: WalletRecoveryAction | undefined
  /** The passkey being removed (busy 'remove'). */
  removing: string | undefined
  /** The last failure, by the frame's code (a visitor's own cancel is none). */
  error: ErrorNotice | undefined
  /** Set once EXPORT_KEY finished: the frame showed the key in its own page. */
  exported: boolean
}

export type WalletRecovery = Pick<Store<WalletRecoveryState>, 'get' | 'subscribe'> & {
  /** GET_RECOVERY. Never throws. */
  load(): Promise<void>
  /**
   * PROTECT_WALLET: the frame asks in its own prompt (kind 'protect') for a passkey or a
   * recovery password and answers the new status. Never throws.
   */
  protect(): Promise<void>
  /** REMOVE_PASSKEY (the view confirms first). Never throws. */
  removePasskey(id: string): Promise<void>
  /** EXPORT_KEY: the frame shows the key in its own page; the page gets nothing. Never throws. */
  exportKey(): Promise<void>
  /**
   * After a sign-in: when the wallet has no recovery method, shows ProtectWallet (once per page
   * session, whatever the answer). Never throws.
   */
  offerProtection(): Promise<void>
  /** Forgets the status and the last failure (sign-out). */
  reset(): void
}

type Deps = {
  call: FrameCall
  router: Pick<Router, 'reset' | 'push' | 'get'>
  modal: Pick<Modal, 'open' | 'get' | 'subscribe'>
  logger?: Pick<Logger, 'error'>
}

const initial: WalletRecoveryState = {
  status: undefined,
  busy: undefined,
  removing: undefined,
  error: undefined,
  exported: false,
}

/** The visitor closed the frame's prompt or left its view: no failure to show. */
const QUIET: readonly ErrorCode[] = ['USER_REJECTED', 'REQUEST_ABORTED']

/**
 * The embedded wallet's recovery methods and key export (docs/security.md): the page only asks
 * the frame and shows its answers; every secret stays in the frame's own prompts.
 */
export function createWalletRecovery(deps: Deps): WalletRecovery {
  const store = createStore<WalletRecoveryState>(initial)
  let offered = false
  /** Bumped by reset: answers to requests sent before it are ignored. */
  let generation = 0

  async function run(
    action: WalletRecoveryAction,
    request: () => Promise<RecoveryStatus | undefined>,
    extra: Partial<WalletRecoveryState> = {},
    done: Partial<WalletRecoveryState> = {},
  ) {
    if (store.get().busy) return
    const started = generation
    store.set({ busy: action, error: undefined, exported: false, ...extra })
    try {
      const status = await request()
      if (started !== generation) return
      store.set({ busy: undefined, removing: undefined, ...(status ? { status } : {}), ...done })
    } catch (error) {
      if (started !== generation) return
      const notice = toErrorNotice(error)
      deps.logger?.error(`Wallet recovery (${action}) failed`, notice.code)
      store.set({
        busy: undefined,
        removing: undefined,
        error: QUIET.includes(notice.code) ? undefined : notice,
      })
    }
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    load: () => run('load', () => deps.call('GET_RECOVERY', {})),
    protect: () => run('protect', () => deps.call('PROTECT_WALLET', {})),
    removePasskey: (id) =>
      run('remove', () => deps.call('REMOVE_PASSKEY', { id }), { removing: id }),
    exportKey: () =>
      run(
        'export',
        async () => {
          await deps.call('EXPORT_KEY', {})
          return undefined
        },
        {},
        { exported: true },
      ),
    async offerProtection() {
      if (offered) return
      const asked = generation
      try {
        const status = await deps.call('GET_RECOVERY', {})
        store.set({ status })
        if (offered || !isUnprotected(status)) return
        offered = true
        // After what the sign-in still shows (a SIWX request, say): once the modal closes.
        const show = () => {
          if (generation !== asked) return
          deps.router.reset('ProtectWallet')
          deps.modal.open()
        }
        if (!deps.modal.get().open) return show()
        const stop = deps.modal.subscribe((state) => {
          if (state.open) return
          stop()
          show()
        })
      } catch (error) {
        deps.logger?.error('Recovery status unavailable', toErrorNotice(error).code)
      }
    },
    reset() {
      generation++
      store.set(initial)
    },
  }
}
