import { FoyerError } from '@foyer/protocol'
import type { Config, CreateConnectorFn, State } from '@wagmi/core'
import type { Logger } from '../logger/createLogger'
import { accountStateOf } from '../state/accountState'
import { createLazySlot } from '../state/createLazySlot'
import { readNetworkState } from '../state/networkState'
import type { WagmiDeps } from './startWagmi'
import type { WagmiRuntime, WagmiSlot } from './wagmiEngine'

type Deps = Omit<WagmiDeps, 'connectors'> & {
  /** The connectors to register, asked for when wagmi is built. */
  connectors(): readonly CreateConnectorFn[]
  /** wagmi's `ssr` of the config Foyer builds or is given. */
  ssr: boolean
  logger: Logger
  /** Build at once (in the browser); otherwise on the first `load()`. */
  start: boolean
}

/**
 * Foyer's wagmi before and after it is built (its code is its own chunk, `startWagmi.ts`): the
 * slot it lives in, what the flows wait for, and the state a server rendered with, which the
 * stores show at once and wagmi takes on `reconnect`.
 */
export function foyerWagmi(deps: Deps) {
  const { options, networks, account, network, ssr } = deps
  let initialState: State | undefined
  let released = false
  const slot = createLazySlot<WagmiRuntime>('wagmi', async () => {
    const { startWagmi } = await import('./startWagmi')
    if (released) throw new FoyerError('REQUEST_ABORTED')
    return startWagmi({ ...deps, connectors: deps.connectors() })
  })
  if (deps.start) {
    slot.load().catch((error: unknown) => {
      if (!released) deps.logger.error('wagmi failed to start', String(error))
    })
  }
  const wagmi: WagmiSlot = { ...slot, dappConfig: options.wagmiConfig }
  return {
    wagmi,
    runtime: slot.load,
    config: async (): Promise<Config> => (await slot.load()).config,
    hydrate(state: State | undefined) {
      // wagmi takes the state a server rendered with only when it renders on the server (`ssr`).
      if (!ssr || !state) return
      initialState = state
      // As wagmi's hydrate: reconnecting, the connection a stored copy until the wallet answers.
      account.set(accountStateOf({ ...state, status: 'reconnecting' }, []))
      const evm = networks.filter((n) => n.chainNamespace === 'eip155')
      const known = evm.some((n) => Number(n.id) === state.chainId)
      network.set(
        readNetworkState(networks, account.get(), known ? state.chainId : Number(evm[0]?.id)),
      )
    },
    async reconnect() {
      // wagmi's own failure to start is logged where it starts.
      const runtime = await slot.load().catch(() => undefined)
      await runtime?.reconnect(initialState)
    },
    release() {
      released = true
      slot.get().value?.release()
    },
  }
}
