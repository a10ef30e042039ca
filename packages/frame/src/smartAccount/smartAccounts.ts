import {
  type AccountType,
  bundlerFeesPerGas,
  type EmbeddedUser,
  type SmartAccountNetwork,
  type SmartAccountNetworksResponse,
  toFoyerSmartAccount,
} from '@foyer/protocol'
import {
  type Address,
  type Chain,
  createPublicClient,
  defineChain,
  http,
  type LocalAccount,
  type PrivateKeyAccount,
  type PublicClient,
  type Transport,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  type PaymasterClient,
  type SmartAccount,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import type { FrameApi } from '../api/frameApi'
import type { SessionStore } from '../handler/sessionStore'

/** The visitor's smart account on one chain, with what sends its operations. */
export type SmartWallet = {
  network: SmartAccountNetwork
  account: SmartAccount
  client: PublicClient<Transport, Chain>
  bundler: BundlerClient
  /** The project's paymaster, when the project sponsors gas on this chain. */
  paymaster: PaymasterClient | undefined
  /** Contracts sponsored calls may go to (empty: any), as the project's policy says. */
  sponsoredContracts: readonly Address[]
}

/** Who the dapp sees on a chain: the preferred account where it can be had, else the EOA. */
export type AccountView = Pick<EmbeddedUser, 'preferredAccountType' | 'smartAccountDeployed'> & {
  address: Address
  accounts: { address: Address; type: AccountType }[]
  wallet: SmartWallet | undefined
}

export type SmartAccountsDeps = {
  api: Pick<FrameApi, 'getSmartAccountNetworks' | 'jsonRpcUrl'>
  /** Where the visitor's preferred account type is kept with their session. */
  sessions: SessionStore
  fetch: typeof fetch
}

export type SmartAccounts = {
  /** The networks with smart accounts and the project's sponsorship (read once, again after a failure). */
  networks(): Promise<SmartAccountNetworksResponse>
  /** The visitor's smart account on `chainId`; undefined where smart accounts do not work. */
  wallet(owner: LocalAccount, chainId: number): Promise<SmartWallet | undefined>
  /**
   * The visitor's EOA as an EIP-7702 account on `chainId` (delegated to the network's
   * Simple7702Account by its first operation): batches and sponsorship at the EOA's own address.
   * Undefined where the network has no delegation contract.
   */
  delegated(owner: PrivateKeyAccount, chainId: number): Promise<SmartWallet | undefined>
  /**
   * The accounts on `chainId` and the one the dapp sees: the smart account unless the visitor
   * chose the EOA, or the chain has none or it cannot be reached (then the EOA: docs/product.md).
   */
  view(owner: LocalAccount, chainId: number): Promise<AccountView>
  /** The visitor's choice, kept with their session (default: the smart account). */
  preferred(): AccountType
  setPreferred(type: AccountType): void
  /** Sign-out: what was built for the visitor is dropped. */
  forget(): void
}

/**
 * The embedded wallet's smart accounts (docs/product.md#smart-accounts): a FoyerAccount owned by
 * the visitor's key on every network the API has a bundler for, and the EOA itself as an EIP-7702
 * account where the network has a delegation contract, reached through the API's node, bundler
 * and paymaster routes; the project's paymaster pays when it sponsors gas.
 */
export function createSmartAccounts(deps: SmartAccountsDeps): SmartAccounts {
  let networks: Promise<SmartAccountNetworksResponse> | undefined
  const wallets = new Map<string, Promise<SmartWallet | undefined>>()
  const transport = (url: string) => http(url, { fetchFn: deps.fetch, retryCount: 0 })

  function readNetworks() {
    networks ??= deps.api.getSmartAccountNetworks().catch((error: unknown) => {
      networks = undefined
      throw error
    })
    return networks
  }

  async function build(
    owner: LocalAccount,
    chainId: number,
    kind: 'foyer' | 'eip7702',
  ): Promise<SmartWallet | undefined> {
    const { networks: list, sponsorship } = await readNetworks()
    const network = list.find((entry) => entry.chainId === chainId)
    if (!network) return undefined
    const { delegation } = network
    if (kind === 'eip7702' && !delegation) return undefined
    const nodeUrl = deps.api.jsonRpcUrl('node', chainId)
    const chain = defineChain({
      id: chainId,
      name: `Chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [nodeUrl] } },
    })
    const client = createPublicClient({
      chain,
      transport: transport(nodeUrl),
      pollingInterval: 250,
    })
    const account =
      kind === 'eip7702' && delegation
        ? await toSimple7702SmartAccount({
            client,
            owner: owner as PrivateKeyAccount,
            implementation: delegation,
            entryPoint: { abi: entryPoint08Abi, address: network.entryPoint, version: '0.8' },
          })
        : await toFoyerSmartAccount({
            client,
            owner,
            entryPoint: network.entryPoint,
            factory: network.accountFactory,
          })
    const paymaster =
      sponsorship.isEnabled && network.paymaster
        ? createPaymasterClient({ transport: transport(deps.api.jsonRpcUrl('paymaster', chainId)) })
        : undefined
    const bundler = createBundlerClient({
      account,
      client,
      chain,
      transport: transport(deps.api.jsonRpcUrl('bundler', chainId)),
      pollingInterval: 250,
      userOperation: { estimateFeesPerGas: bundlerFeesPerGas },
    })
    return {
      network,
      account,
      client,
      bundler,
      paymaster,
      sponsoredContracts: sponsorship.policy.allowedContracts,
    }
  }

  function wallet(owner: LocalAccount, chainId: number, kind: 'foyer' | 'eip7702' = 'foyer') {
    const key = `${kind}:${owner.address}:${chainId}`
    let built = wallets.get(key)
    if (!built) {
      built = build(owner, chainId, kind).catch((error: unknown) => {
        wallets.delete(key)
        throw error
      })
      wallets.set(key, built)
    }
    return built
  }

  function preferred(): AccountType {
    return deps.sessions.load()?.preferredAccountType ?? 'smartAccount'
  }

  return {
    networks: readNetworks,
    wallet: (owner, chainId) => wallet(owner, chainId),
    delegated: (owner, chainId) => wallet(owner, chainId, 'eip7702'),
    async view(owner, chainId) {
      const eoa = { address: owner.address, type: 'eoa' as const }
      // A network, API or chain failure leaves the visitor on their EOA (docs/product.md).
      const smart = await wallet(owner, chainId).catch(() => undefined)
      if (!smart) {
        return {
          address: owner.address,
          accounts: [eoa],
          preferredAccountType: 'eoa',
          smartAccountDeployed: false,
          wallet: undefined,
        }
      }
      const type = preferred()
      return {
        address: type === 'smartAccount' ? smart.account.address : owner.address,
        accounts: [{ address: smart.account.address, type: 'smartAccount' }, eoa],
        preferredAccountType: type,
        smartAccountDeployed: await smart.account.isDeployed().catch(() => false),
        wallet: smart,
      }
    },
    preferred,
    setPreferred(type) {
      const session = deps.sessions.load()
      if (session) deps.sessions.save({ ...session, preferredAccountType: type })
    },
    forget() {
      wallets.clear()
    },
  }
}
