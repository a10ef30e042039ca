import {
  checkSolanaCommitment,
  FoyerError,
  SOLANA_REQUEST_RESULTS,
  type SolanaRequestParams,
  type SolanaRequestResult,
  type SolanaSignMethod,
} from '@foyer/protocol'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { base64 } from '../../namespaces/bip122/base64'
import { base58, fromBase58 } from '../../namespaces/solana/base58'
import { toStandardChain } from '../../namespaces/solana/solanaChains'
import type { Network } from '../../networks/network'
import type { Store } from '../../store/createStore'
import type { EmbeddedUserState } from '../embeddedConnector'
import type { FrameCall } from '../frameCall'
import { toProviderError } from '../frameRpcErrors'
import { EMBEDDED_SOLANA_WALLET_NAME } from './embeddedSolanaConstants'

export type EmbeddedSolanaWalletDeps = {
  call: FrameCall
  /** Who is signed in: the wallet's account is `solanaAddress`, there while signed in. */
  user: Pick<Store<EmbeddedUserState>, 'get' | 'subscribe'>
  /** The dapp's Solana networks. */
  networks: readonly Network[]
  /** The solana namespace's active network: where a request that names no chain goes. */
  network(): Network | undefined
}

/** The features the wallet's account offers. */
const ACCOUNT_FEATURES = [
  SolanaSignMessage,
  SolanaSignTransaction,
  SolanaSignAndSendTransaction,
] as const

/** Its icon (the Wallet Standard asks for one): an envelope. */
const ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#4f46e5"/><path d="M5 8h14v9H5z" fill="none" stroke="#fff" stroke-width="1.6"/><path d="M5 8l7 5 7-5" fill="none" stroke="#fff" stroke-width="1.6"/></svg>',
)}`

type Feature = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/**
 * The embedded wallet's Solana account as a Wallet Standard wallet, backed by the frame: each
 * `solana:*` call is one RPC_REQUEST (`solana_signMessage`, `solana_signTransaction`, or
 * `solana_signAllTransactions` for several, `solana_signAndSendTransaction`) with
 * `chainNamespace: 'solana'`, the network's CAIP-2 id and its RPC URL, which the frame signs
 * after the visitor approves in its card (and sends through that URL). The page never holds the
 * key. Its account is the signed-in visitor's `solanaAddress` (no separate consent: the email or
 * social sign-in was it); a refusal in the card rejects with code 4001 (`isUserRejection`).
 */
export function createEmbeddedSolanaWallet(deps: EmbeddedSolanaWalletDeps): Wallet {
  const chains = [
    ...new Set(deps.networks.map((network) => toStandardChain(network.caipNetworkId))),
  ] as IdentifierString[]
  const listeners = new Set<StandardEventsListeners['change']>()
  let shown: { address: string; account: WalletAccount } | undefined

  /** The signed-in visitor's account, the same object while the address is the same. */
  function accounts(): readonly WalletAccount[] {
    const address = deps.user.get().solanaAddress
    if (!address) return []
    if (shown?.address !== address) {
      shown = {
        address,
        account: {
          address,
          publicKey: fromBase58(address),
          chains,
          features: ACCOUNT_FEATURES,
        },
      }
    }
    return [shown.account]
  }

  // `change` events while anyone listens: the account comes with a sign-in, goes with a sign-out.
  let stopFollowing: (() => void) | undefined
  const follow = () =>
    deps.user.subscribe((state, previous) => {
      if (state.solanaAddress === previous.solanaAddress) return
      const next = accounts()
      for (const listener of [...listeners]) listener({ accounts: next })
    })

  /** The wallet's account, checked against the one a dapp names. */
  function own(account: WalletAccount | undefined): WalletAccount {
    const [mine] = accounts()
    if (!mine) throw new FoyerError('NOT_CONNECTED')
    if (account && account.address !== mine.address) throw new FoyerError('WRONG_ACCOUNT')
    return mine
  }

  /**
   * The network a request goes to: the Wallet Standard chain it names (`solana:devnet`, or a
   * CAIP-2 id), the active one first when it is that chain; without one, the active network.
   */
  function networkOf(chain: IdentifierString | undefined): Network {
    const active = deps.network() ?? deps.networks[0]
    const matches = (network: Network) =>
      network.caipNetworkId === chain || toStandardChain(network.caipNetworkId) === chain
    const found =
      chain === undefined
        ? active
        : active && matches(active)
          ? active
          : deps.networks.find(matches)
    if (!found) throw new FoyerError('UNSUPPORTED_CHAIN', { details: chain })
    return found
  }

  async function request<M extends SolanaSignMethod>(
    method: M,
    params: SolanaRequestParams<M>,
    network: Network,
  ): Promise<SolanaRequestResult<M>> {
    const [rpcUrl] = network.rpcUrls.default.http
    if (!rpcUrl) throw new FoyerError('NOT_CONFIGURED', { params: { name: `${network.name} RPC` } })
    const result = await deps.call('RPC_REQUEST', {
      method,
      params,
      chainId: network.caipNetworkId,
      chainNamespace: 'solana',
      rpcUrl,
    })
    const parsed = SOLANA_REQUEST_RESULTS[method].safeParse(result)
    if (!parsed.success)
      throw new FoyerError('ERROR_OCCURRED', { details: `${method}: bad answer` })
    return parsed.data as SolanaRequestResult<M>
  }

  /** Runs `work`, a frame error as a wallet error (a refusal: code 4001). */
  async function asWallet<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      throw toProviderError(error)
    }
  }

  const transactionBytes = (wire: string) => {
    const bytes = base64.decode(wire)
    if (!bytes) throw new FoyerError('ERROR_OCCURRED', { details: 'bad signed transaction' })
    return bytes
  }

  async function signTransactions(inputs: readonly SolanaSignTransactionInput[]) {
    for (const input of inputs) own(input.account)
    const networks = inputs.map((input) => networkOf(input.chain))
    const [network] = networks
    if (!network) return []
    if (inputs.length > 1 && networks.every((one) => one === network)) {
      // One approval for them all.
      const { transactions } = await request(
        'solana_signAllTransactions',
        { transactions: inputs.map((input) => base64.encode(input.transaction)) },
        network,
      )
      return transactions.map((wire) => ({ signedTransaction: transactionBytes(wire) }))
    }
    const outputs = []
    for (const [index, input] of inputs.entries()) {
      const { transaction } = await request(
        'solana_signTransaction',
        { transaction: base64.encode(input.transaction) },
        networks[index] as Network,
      )
      outputs.push({ signedTransaction: transactionBytes(transaction) })
    }
    return outputs
  }

  async function signAndSend(inputs: readonly SolanaSignAndSendTransactionInput[]) {
    const outputs = []
    for (const input of inputs) {
      own(input.account)
      const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } = input.options ?? {}
      // An unknown commitment never reaches the frame (docs/product.md#validation).
      const commitment = checkSolanaCommitment(preflightCommitment)
      const options = {
        ...(commitment ? { preflightCommitment: commitment } : {}),
        ...(skipPreflight === undefined ? {} : { skipPreflight }),
        ...(maxRetries === undefined ? {} : { maxRetries }),
        ...(minContextSlot === undefined ? {} : { minContextSlot }),
      }
      const { signature } = await request(
        'solana_signAndSendTransaction',
        {
          transaction: base64.encode(input.transaction),
          ...(Object.keys(options).length > 0 ? { options } : {}),
        },
        networkOf(input.chain),
      )
      outputs.push({ signature: fromBase58(signature) })
    }
    return outputs
  }

  const features: Feature = {
    [StandardConnect]: {
      version: '1.0.0',
      connect: async () => asWallet(async () => ({ accounts: [own(undefined)] })),
    },
    // The session ends with the email or social sign-out, not here.
    [StandardDisconnect]: { version: '1.0.0', disconnect: async () => {} },
    [StandardEvents]: {
      version: '1.0.0',
      on(_event, listener) {
        listeners.add(listener)
        stopFollowing ??= follow()
        return () => {
          listeners.delete(listener)
          if (listeners.size > 0) return
          stopFollowing?.()
          stopFollowing = undefined
        }
      },
    },
    [SolanaSignMessage]: {
      version: '1.1.0',
      signMessage: (...inputs) =>
        asWallet(async () => {
          const outputs = []
          for (const input of inputs) {
            const account = own(input.account)
            const { signature } = await request(
              'solana_signMessage',
              { message: base58(input.message), pubkey: account.address },
              networkOf(undefined),
            )
            outputs.push({
              signedMessage: input.message,
              signature: fromBase58(signature),
              signatureType: 'ed25519' as const,
            })
          }
          return outputs
        }),
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...inputs) => asWallet(() => signTransactions(inputs)),
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...inputs) => asWallet(() => signAndSend(inputs)),
    },
  }

  return {
    version: '1.0.0',
    name: EMBEDDED_SOLANA_WALLET_NAME,
    icon: ICON,
    chains,
    features,
    get accounts() {
      return accounts()
    },
  }
}
