import {
  SOLANA_COMMITMENTS,
  SOLANA_DEV_CHAIN,
  SOLANA_DEVNET_CHAIN,
  SOLANA_MAINNET_CHAIN,
  SOLANA_TESTNET_CHAIN,
} from '@foyer/protocol'
import {
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { createWalletEvents } from '../standard/walletEvents'
import { walletIcon } from '../standard/walletIcon'
import { sendSolanaTransaction } from './sendSolanaTransaction'
import { solanaTestKey, solanaTestSeed } from './solanaTestKeys'

/** The Wallet Standard's Solana chain names, then Foyer's CAIP-2 ids (the dev chain's too). */
export const SOLANA_TEST_WALLET_CHAINS: readonly IdentifierString[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
  SOLANA_MAINNET_CHAIN,
  SOLANA_DEVNET_CHAIN,
  SOLANA_TESTNET_CHAIN,
  SOLANA_DEV_CHAIN,
]

export interface SolanaTestWalletOptions {
  /** The account's ed25519 seed as hex (32 bytes); default solanaTestSeed(accountIndex). */
  seedHex?: string
  accountIndex?: number
  /** Where `solana:signAndSendTransaction` sends, per chain (the dev SVM's URL for the dev chain). */
  rpcUrls: Record<string, string>
}

/** What a test can see and steer (`window.__foyerSolanaTestWallet`). */
export interface SolanaTestWalletControl {
  readonly wallet: Wallet
  readonly address: string
  readonly connected: boolean
  /** Feature names the page called, in order (`solana:signMessage`, …). */
  readonly requests: string[]
  /** The next call of this feature (or `standard:connect`) fails as the user's refusal. */
  rejectNext: string | null
  /** The user disconnects the site in the wallet: a `change` event with no accounts. */
  disconnect(): void
}

const NAME = 'Foyer Test Solana'
/** Where the wallet remembers that it trusts the page's origin, across reloads (as Phantom does). */
const TRUST_KEY = '__foyerSolanaTestWallet:trusted'

function trusted(): boolean {
  try {
    return window.localStorage.getItem(TRUST_KEY) === '1'
  } catch {
    return false
  }
}

function setTrusted(value: boolean): void {
  try {
    if (value) window.localStorage.setItem(TRUST_KEY, '1')
    else window.localStorage.removeItem(TRUST_KEY)
  } catch {
    // Storage denied (opaque origin): the wallet then forgets on reload.
  }
}

/**
 * A Wallet Standard Solana wallet for the tests: `standard:connect` / `disconnect` / `events`,
 * `solana:signMessage` (ed25519 over the bytes given), `solana:signTransaction` and
 * `solana:signAndSendTransaction` (signs the wire transaction with @solana/kit; sends it as
 * base64 to the chain's RPC URL, preflight commitment checked against the product's list),
 * signing with a test key. Builds the wallet; registerWallet announces it.
 */
export async function createSolanaTestWallet(
  options: SolanaTestWalletOptions,
): Promise<SolanaTestWalletControl> {
  const seed = options.seedHex
    ? Uint8Array.from(options.seedHex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
    : solanaTestSeed(options.accountIndex)
  const key = await solanaTestKey(seed)
  const events = createWalletEvents()
  const requests: string[] = []
  let connected = false

  const account: WalletAccount = Object.freeze({
    address: key.address,
    publicKey: key.publicKey,
    chains: SOLANA_TEST_WALLET_CHAINS,
    features: [
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ] as const,
    label: 'Test account',
  })

  const called = (feature: string) => {
    requests.push(feature)
    if (control.rejectNext === feature) {
      control.rejectNext = null
      throw new Error('User rejected the request.')
    }
  }
  const requireOwn = (input: { account: WalletAccount }) => {
    if (!connected) throw new Error('The wallet is not connected to this site')
    if (input.account.address !== key.address) throw new Error('Unknown account')
  }

  const signMessage = async (input: SolanaSignMessageInput) => {
    requireOwn(input)
    const signature = new Uint8Array(await signBytes(key.keyPair.privateKey, input.message))
    return { signedMessage: input.message, signature, signatureType: 'ed25519' as const }
  }

  const signTransaction = async (input: SolanaSignTransactionInput) => {
    requireOwn(input)
    const chain = input.chain
    if (chain !== undefined && !SOLANA_TEST_WALLET_CHAINS.includes(chain)) {
      throw new Error(`The wallet has no chain ${chain}`)
    }
    let transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
    try {
      transaction = getTransactionDecoder().decode(input.transaction)
    } catch (error) {
      throw new Error(`The transaction could not be read: ${(error as Error).message}`)
    }
    const signed = await partiallySignTransaction([key.keyPair], transaction)
    return { signed, signedTransaction: new Uint8Array(getTransactionEncoder().encode(signed)) }
  }

  const signAndSend = async (input: SolanaSignAndSendTransactionInput) => {
    const preflightCommitment = input.options?.preflightCommitment
    if (
      preflightCommitment !== undefined &&
      !(SOLANA_COMMITMENTS as readonly string[]).includes(preflightCommitment)
    ) {
      throw new Error(
        `Preflight commitment must be one of ${SOLANA_COMMITMENTS.join(', ')}, not ${preflightCommitment}`,
      )
    }
    const rpcUrl = options.rpcUrls[input.chain]
    if (!rpcUrl) throw new Error(`The wallet has no RPC URL for ${input.chain}`)
    const { signed } = await signTransaction(input)
    const sent = await sendSolanaTransaction(rpcUrl, getBase64EncodedWireTransaction(signed), {
      ...(preflightCommitment ? { preflightCommitment } : {}),
      ...(input.options?.skipPreflight !== undefined
        ? { skipPreflight: input.options.skipPreflight }
        : {}),
    })
    const signature = signed.signatures[key.address]
    if (!signature || getBase58Decoder().decode(signature) !== sent) {
      throw new Error('The node answered another transaction signature')
    }
    return { signature: new Uint8Array(signature) }
  }

  type Features = StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature

  const features: Features = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        called('standard:connect')
        // A silent connect (a page restoring its connection) gives the account only to a page
        // the wallet trusts: one connected before, and not disconnected since.
        if (input?.silent && !connected && !trusted()) return { accounts: [] }
        if (!connected) {
          connected = true
          setTrusted(true)
          events.emitChange([account])
        }
        return { accounts: [account] }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        called('standard:disconnect')
        control.disconnect()
      },
    },
    'standard:events': { version: '1.0.0', on: events.on },
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        called('solana:signMessage')
        return Promise.all(inputs.map(signMessage))
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        called('solana:signTransaction')
        const outputs = await Promise.all(inputs.map(signTransaction))
        return outputs.map(({ signedTransaction }) => ({ signedTransaction }))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        called('solana:signAndSendTransaction')
        const outputs = []
        for (const input of inputs) outputs.push(await signAndSend(input))
        return outputs
      },
    },
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: NAME,
    icon: walletIcon('S', '#7b3fe4'),
    chains: SOLANA_TEST_WALLET_CHAINS,
    features,
    get accounts() {
      return connected ? [account] : []
    },
  }

  const control: SolanaTestWalletControl = {
    wallet,
    address: key.address,
    get connected() {
      return connected
    },
    requests,
    rejectNext: null,
    disconnect() {
      setTrusted(false)
      if (!connected) return
      connected = false
      events.emitChange([])
    },
  }
  return control
}
