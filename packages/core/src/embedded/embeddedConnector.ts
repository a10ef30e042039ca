import type { AccountType, EmbeddedUser, RemoteSocial } from '@foyer/protocol'
import { FoyerError } from '@foyer/protocol'
import { createConnector } from '@wagmi/core'
import { type Address, getAddress, numberToHex } from 'viem'
import type { Logger } from '../logger/createLogger'
import type { FoyerStorage } from '../storage/createStorage'
import type { Store } from '../store/createStore'
import { withTimeout } from '../utils/withTimeout'
import { clearCachedLogin, readCachedLogin } from './cachedLogin'
import type { FrameProvider } from './createFrameProvider'
import { DISCONNECT_WAIT_MS, EMBEDDED_CONNECTOR_ID } from './embeddedConstants'
import type { FrameCall } from './frameCall'

/** Who is signed in to the embedded wallet, as the Account view shows it. */
export type EmbeddedUserState = {
  address?: Address
  email?: string
  accountType?: AccountType
  /**
   * The visitor's accounts on the current network, each with its type: the smart account first
   * where the network has one (the Account view offers the switch then), and the EOA.
   */
  accounts?: readonly { address: Address; type: AccountType }[]
  /** A social or Farcaster login's provider (the account state's socialProvider, docs/product.md). */
  socialProvider?: RemoteSocial
  /** The user name the provider gave (the social username, docs/product.md). */
  userName?: string
  /** Signed in with a passkey. */
  passkey?: boolean
  /**
   * The wallet's Solana account (base58), derived in the frame from the same key: the embedded
   * wallet's Solana side (`solana/createEmbeddedSolanaWallet.ts`) signs for it.
   */
  solanaAddress?: string
}

export type EmbeddedConnectorDeps = {
  call: FrameCall
  provider: FrameProvider
  storage: FoyerStorage
  user: Store<EmbeddedUserState>
  logger: Logger
  disconnectWaitMs?: number
}

export const EMBEDDED_CONNECTOR_NAME = 'Email'

/** The frame's list of the visitor's accounts, addresses checksummed. */
function accountsOf(signedIn: Pick<EmbeddedUser, 'accounts'>): EmbeddedUserState['accounts'] {
  return signedIn.accounts.map((account) => ({
    address: getAddress(account.address),
    type: account.type,
  }))
}

/**
 * Puts the dapp on the frame's account `address` of type `accountType` (the smart account or the
 * EOA), and with `accounts` the visitor's accounts on a new network: the provider answers it,
 * the Account view shows it and wagmi hears `accountsChanged`.
 */
function useAccount(
  { provider, user }: Pick<EmbeddedConnectorDeps, 'provider' | 'user'>,
  address: Address,
  accountType: AccountType,
  accounts?: EmbeddedUserState['accounts'],
) {
  const changed = provider.account() !== address
  provider.setAccount(address)
  user.set({ ...user.get(), address, accountType, ...(accounts ? { accounts } : {}) })
  if (changed) provider.emit('accountsChanged', [address])
}

/**
 * SET_PREFERRED_ACCOUNT: the visitor's choice between their smart account and their EOA. The
 * frame falls back to the EOA where the smart account cannot be had (docs/product.md); the
 * answer is the type now in use.
 */
export async function setEmbeddedAccountType(
  deps: Pick<EmbeddedConnectorDeps, 'call' | 'provider' | 'user'>,
  type: AccountType,
): Promise<AccountType> {
  const chosen = await deps.call('SET_PREFERRED_ACCOUNT', { type })
  useAccount(deps, getAddress(chosen.address), chosen.type)
  return chosen.type
}

/**
 * The wagmi connector of the embedded wallet. It connects only a visitor the frame has signed in
 * (the email flow does that first); a reload reconnects while the frame's session lives.
 */
export function embeddedConnector(deps: EmbeddedConnectorDeps) {
  const { call, provider, storage, user } = deps
  return createConnector<FrameProvider>((config) => {
    const onAccountsChanged = (accounts: string[]) => {
      if (accounts.length === 0) return config.emitter.emit('disconnect')
      config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
    }
    const onChainChanged = (chainId: string) => {
      config.emitter.emit('change', { chainId: Number(chainId) })
    }
    return {
      id: EMBEDDED_CONNECTOR_ID,
      name: EMBEDDED_CONNECTOR_NAME,
      type: EMBEDDED_CONNECTOR_ID,
      async connect({ chainId } = {}) {
        const signedIn = await call('GET_USER', chainId === undefined ? {} : { chainId })
        const address = getAddress(signedIn.address)
        provider.setAccount(address)
        if (chainId !== undefined && chainId !== provider.chainId()) {
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(chainId) }],
          })
        }
        const cached = readCachedLogin(storage)
        user.set({
          address,
          email: signedIn.email ?? cached.email,
          accountType: signedIn.preferredAccountType,
          accounts: accountsOf(signedIn),
          socialProvider: cached.socialProvider,
          userName: signedIn.userName ?? cached.socialUsername,
          passkey: cached.passkey,
          solanaAddress: signedIn.solanaAddress,
        })
        provider.on('accountsChanged', onAccountsChanged)
        provider.on('chainChanged', onChainChanged)
        // biome-ignore lint/suspicious/noExplicitAny: wagmi types `accounts` by its withCapabilities flag
        return { accounts: [address] as any, chainId: provider.chainId() }
      },
      async disconnect() {
        provider.removeListener('accountsChanged', onAccountsChanged)
        provider.removeListener('chainChanged', onChainChanged)
        provider.setAccount(undefined)
        user.set({
          address: undefined,
          email: undefined,
          accountType: undefined,
          accounts: undefined,
          socialProvider: undefined,
          userName: undefined,
          passkey: undefined,
          solanaAddress: undefined,
        })
        clearCachedLogin(storage)
        // The frame signs out; the page goes on after DISCONNECT_WAIT_MS regardless (docs/product.md).
        await withTimeout(
          call('SIGN_OUT', {}),
          deps.disconnectWaitMs ?? DISCONNECT_WAIT_MS,
          'The wallet frame did not sign out in time',
        ).catch((error: unknown) => deps.logger.error('Embedded sign-out', String(error)))
      },
      async getAccounts() {
        const address = provider.account()
        return address ? [address] : []
      },
      async getChainId() {
        return provider.chainId()
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        if (!readCachedLogin(storage).loginUsed) return false
        try {
          const { isConnected } = await call('IS_CONNECTED', {})
          // A check that reports not connected clears the cached login (docs/product.md).
          if (!isConnected) clearCachedLogin(storage)
          return isConnected
        } catch (error) {
          deps.logger.error('Embedded wallet check failed', String(error))
          return false
        }
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new FoyerError('UNSUPPORTED_CHAIN', { details: String(chainId) })
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        })
        // A network without smart accounts puts the visitor on their EOA, and back.
        const signedIn = await call('GET_USER', { chainId })
        useAccount(
          deps,
          getAddress(signedIn.address),
          signedIn.preferredAccountType,
          accountsOf(signedIn),
        )
        return chain
      },
      onAccountsChanged,
      onChainChanged,
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
