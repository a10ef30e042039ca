import { FoyerError } from '@foyer/protocol'
import { type CreateConnectorFn, createConnector } from '@wagmi/core'

type Inner = ReturnType<CreateConnectorFn>

export type LazyConnectorOptions = {
  id: string
  name: string
  type: string
  /** Loads the heavy part and gives its connector (called once, on first use). */
  load(): Promise<CreateConnectorFn>
  /**
   * Whether a connection may be restored without the visitor asking (this device used it):
   * otherwise `isAuthorized` answers false without loading anything.
   */
  mayReconnect(): boolean | Promise<boolean>
}

/**
 * A connector registered with wagmi from the start whose code loads on first use (the embedded
 * wallet, WalletConnect): every call waits for the heavy connector, built with the same wagmi
 * config (its events reach the same emitter), and goes to it. Keeps those parts out of the
 * initial bundle without touching wagmi's internals.
 */
export function lazyConnector(options: LazyConnectorOptions): CreateConnectorFn {
  return createConnector((config) => {
    let inner: Promise<Inner> | undefined
    let loaded: Inner | undefined
    const get = () => {
      inner ??= options.load().then(
        async (create) => {
          const connector = create(config)
          await connector.setup?.()
          loaded = connector
          return connector
        },
        (error: unknown) => {
          inner = undefined
          throw error
        },
      )
      return inner
    }
    return {
      id: options.id,
      name: options.name,
      type: options.type,
      async connect(parameters) {
        return (await get()).connect(parameters as never) as never
      },
      async disconnect() {
        if (!loaded && !inner) return
        return (await get()).disconnect()
      },
      async getAccounts() {
        return (await get()).getAccounts()
      },
      async getChainId() {
        return (await get()).getChainId()
      },
      async getProvider(parameters) {
        // wagmi's reconnect asks every connector for its provider before anything else: one this
        // device never used has none yet, so nothing loads (and reconnect skips it).
        if (!loaded && !(await options.mayReconnect())) return undefined as never
        return (await get()).getProvider(parameters)
      },
      async isAuthorized() {
        if (!loaded && !(await options.mayReconnect())) return false
        return (await get()).isAuthorized()
      },
      async switchChain(parameters) {
        const connector = await get()
        if (!connector.switchChain) throw new FoyerError('UNSUPPORTED_CHAIN')
        return connector.switchChain(parameters)
      },
      onAccountsChanged(accounts) {
        loaded?.onAccountsChanged(accounts)
      },
      onChainChanged(chainId) {
        loaded?.onChainChanged(chainId)
      },
      onConnect(connectInfo) {
        loaded?.onConnect?.(connectInfo)
      },
      onDisconnect(error) {
        loaded?.onDisconnect(error)
      },
    }
  })
}
