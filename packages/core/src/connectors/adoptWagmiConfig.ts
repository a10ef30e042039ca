import type { Config, Connector, CreateConnectorFn } from '@wagmi/core'
import { isSsrConfig } from './isSsrConfig'

export type AdoptedWagmiConfig = {
  /** The config renders on the server (wagmi's `ssr`): its state is restored after hydration. */
  ssr: boolean
  /** Takes the added connectors out of the config again (Foyer's destroy). */
  release(): void
}

/** The connectors Foyer added to each adopted config: a second Foyer replaces the first's. */
const added = new WeakMap<Config, readonly Connector[]>()

/**
 * Adds Foyer's connectors to a wagmi config the dapp created, and reads its `ssr` flag.
 *
 * wagmi 3 has no public way to list a connector in a config after `createConfig`: `connect` and
 * `reconnect` accept a `CreateConnectorFn` but set it up for that call only, never adding it to
 * `config.connectors`. wagmi adds connectors after creation itself through
 * `config._internal.connectors.setup/setState` (EIP-6963 discovery, in `createConfig` and in
 * `hydrate`), and so do other kits (Privy). So this file, and only this file (with the `ssr`
 * flag's one line in `isSsrConfig.ts`), reads `config._internal`; its test runs against wagmi's real `createConfig`, so a wagmi release that
 * changes these internals fails there rather than in a dapp.
 */
export function adoptWagmiConfig(
  config: Config,
  /** The connectors to add, given the dapp's own (those an earlier Foyer added left out). */
  connectorsFor: (own: readonly Connector[]) => readonly CreateConnectorFn[],
): AdoptedWagmiConfig {
  const internal = config._internal
  const previous = added.get(config) ?? []
  const own = config.connectors.filter((connector) => !previous.includes(connector))
  const connectors = connectorsFor(own).map((fn) => internal.connectors.setup(fn))
  internal.connectors.setState((current) => [
    ...current.filter((connector) => !previous.includes(connector)),
    ...connectors,
  ])
  added.set(config, connectors)
  return {
    ssr: isSsrConfig(config),
    release() {
      if (added.get(config) !== connectors) return
      added.delete(config)
      internal.connectors.setState((current) =>
        current.filter((connector) => !connectors.includes(connector)),
      )
    },
  }
}
