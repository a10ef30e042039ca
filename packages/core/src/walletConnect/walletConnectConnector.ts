import { FoyerError } from '@foyer/protocol'
import { createConnector } from '@wagmi/core'
import type UniversalProvider from '@walletconnect/universal-provider'
import { type Address, getAddress, numberToHex } from 'viem'
import type { Network } from '../networks/network'
import { WALLETCONNECT_CONNECTOR_ID } from './walletConnectIds'
import { proposalNamespaces } from './walletConnectNamespaces'

type Options = {
  /** The dapp's networks of the other namespaces (solana, bip122) to propose beside eip155. */
  networks?: readonly Network[]
  /** Told the session after each connect, and `undefined` once it ends. */
  onSession?: (session: UniversalProvider['session']) => void
}

export const WALLETCONNECT_CONNECTOR_NAME = 'WalletConnect'

type SessionLike = { namespaces: Record<string, { accounts: string[] }> }

/** The session's eip155 addresses, once each, in order (`eip155:31337:0xabc…`). */
export function sessionAccounts(session: SessionLike | undefined): Address[] {
  const accounts = session?.namespaces.eip155?.accounts ?? []
  return [...new Set(accounts.map((account) => getAddress(account.split(':')[2] ?? '')))]
}

/**
 * The wagmi connector of remote wallets over WalletConnect: a UniversalProvider whose namespaces
 * are the dapp's chains, each read through the dapp's own RPC URL (never the vendor's), and its
 * Solana and Bitcoin networks (proposalNamespaces).
 */
export function walletConnectConnector(provider: UniversalProvider, options: Options = {}) {
  return createConnector<UniversalProvider>((config) => {
    const namespaces = () => proposalNamespaces(config.chains, options.networks ?? [])
    const chainIdNow = async () => Number(await provider.request({ method: 'eth_chainId' }))
    const onAccountsChanged = (accounts: string[]) => {
      if (accounts.length === 0) return config.emitter.emit('disconnect')
      config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
    }
    const onChainChanged = (chainId: string | number) => {
      config.emitter.emit('change', { chainId: Number(chainId) })
    }
    const onSessionDelete = () => {
      options.onSession?.(undefined)
      config.emitter.emit('disconnect')
    }
    const listen = () => {
      provider.on('accountsChanged', onAccountsChanged)
      provider.on('chainChanged', onChainChanged)
      provider.on('session_delete', onSessionDelete)
    }
    const unlisten = () => {
      provider.removeListener('accountsChanged', onAccountsChanged)
      provider.removeListener('chainChanged', onChainChanged)
      provider.removeListener('session_delete', onSessionDelete)
    }

    return {
      id: WALLETCONNECT_CONNECTOR_ID,
      name: WALLETCONNECT_CONNECTOR_NAME,
      type: WALLETCONNECT_CONNECTOR_ID,
      async connect({ chainId, isReconnecting } = {}) {
        if (!provider.session) {
          if (isReconnecting) throw new FoyerError('FAILED_TO_CONNECT', { details: 'no session' })
          await provider.connect({ optionalNamespaces: namespaces() })
        }
        const accounts = sessionAccounts(provider.session)
        if (accounts.length === 0)
          throw new FoyerError('FAILED_TO_CONNECT', { details: 'no eip155 account' })
        let current = await chainIdNow()
        if (chainId !== undefined && chainId !== current && this.switchChain) {
          current = (await this.switchChain({ chainId })).id
        }
        unlisten()
        listen()
        options.onSession?.(provider.session)
        // biome-ignore lint/suspicious/noExplicitAny: wagmi types `accounts` by its withCapabilities flag
        return { accounts: accounts as any, chainId: current }
      },
      async disconnect() {
        unlisten()
        options.onSession?.(undefined)
        await provider.disconnect().catch(() => undefined)
      },
      async getAccounts() {
        return sessionAccounts(provider.session)
      },
      getChainId: chainIdNow,
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        return sessionAccounts(provider.session).length > 0
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new FoyerError('UNSUPPORTED_CHAIN', { details: String(chainId) })
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        })
        provider.setDefaultChain(`eip155:${chainId}`)
        config.emitter.emit('change', { chainId })
        return chain
      },
      onAccountsChanged,
      onChainChanged,
      onDisconnect: onSessionDelete,
    }
  })
}
