import { FoyerError } from '@foyer/protocol'
import type { Config } from '@wagmi/core'
import type { Logger } from '../logger/createLogger'
import type { AccountState } from '../state/accountState'
import { createLazySlot, type LazySlot } from '../state/createLazySlot'
import { createStore, type Store } from '../store/createStore'
import type { SiwxState } from './siwxState'
import type { SiwxFlow, SiwxFlowDeps } from './startSiwx'

export type SiwxSlot = LazySlot<SiwxFlow> & {
  /** The session of the connected account (`idle` until the flow first runs). */
  state: Pick<Store<SiwxState>, 'get' | 'subscribe'>
  /** Stops the trigger and the flow, if it started (Foyer's destroy); it does not start again. */
  stop(): void
}

/**
 * SIWX in the page's initial code: only a store and a trigger. The flow (message, signing,
 * the server calls) loads when a wallet first connects with the `siwx` option on.
 */
export function siwxSlot(
  deps: Omit<SiwxFlowDeps, 'state' | 'config'> & {
    account: Store<AccountState>
    logger: Logger
    /** wagmi's config, once built. */
    config(): Promise<Config>
  },
  enabled: boolean,
): SiwxSlot {
  const { config, ...rest } = deps
  const state = createStore<SiwxState>({ status: 'idle', session: undefined })
  let stopped = false
  const slot = createLazySlot(
    'SIWX',
    enabled
      ? () =>
          Promise.all([import('./startSiwx'), config()]).then(([{ startSiwx }, built]) => {
            if (stopped) throw new FoyerError('REQUEST_ABORTED')
            return startSiwx({ ...rest, config: built, state })
          })
      : undefined,
  )
  const start = () => {
    if (enabled && deps.account.get().isConnected) slot.load().catch(deps.logger.error)
  }
  const unsubscribe = deps.account.subscribe(start)
  start()
  return {
    ...slot,
    state,
    stop() {
      stopped = true
      unsubscribe()
      slot.get().value?.stop()
    },
  }
}
