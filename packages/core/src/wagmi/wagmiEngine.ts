import type { Config, State } from '@wagmi/core'
import type { LazySlot } from '../state/createLazySlot'

/** wagmi once Foyer has built it (after the page's first render): its config. */
export interface WagmiEngine {
  /** wagmi's config: the one Foyer built, or the dapp's own (`wagmiConfig`) with Foyer's connectors. */
  readonly config: Config
}

/** What Foyer's flows ask of wagmi (the code that calls wagmi's actions loads with it). */
export interface WagmiRuntime extends WagmiEngine {
  /** Connects the connector with this uid; resolves when it is connected (or already was). */
  connect(connectorUid: string): Promise<void>
  switchChain(chainId: number): Promise<void>
  /** Ends the connection of `connectorUid`, or without it every connection. */
  disconnect(connectorUid?: string): Promise<void>
  /** Makes the connected wallet of `connectorUid` the current one (wagmi's switchConnection). */
  switchConnection(connectorUid: string): Promise<void>
  /** The native balance of `address` on `chainId`, from the node. */
  getBalance(address: `0x${string}`, chainId: number): Promise<bigint>
  /** Signs `message` (personal_sign) with the connected account: the 0x signature. */
  signMessage(message: string): Promise<`0x${string}`>
  /**
   * Restores the last connection: with `ssr`, first the state the server rendered with, then
   * storage (as wagmi's provider does after hydration); then wagmi's reconnect.
   */
  reconnect(initialState: State | undefined): Promise<void>
  /** Stops following wagmi and undoes what Foyer did to a dapp's config. */
  release(): void
}

export type WagmiSlot = LazySlot<WagmiEngine> & {
  /** The dapp's own wagmi config (the `wagmiConfig` option), known from the start. */
  readonly dappConfig: Config | undefined
}
