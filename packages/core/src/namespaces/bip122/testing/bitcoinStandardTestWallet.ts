import { signBip322 } from '@foyer/devchain/bitcoin'
import { NETWORK, p2tr, p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr, randomPrivateKeyBytes } from '@scure/btc-signer/utils.js'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'

type Purpose = 'payment' | 'ordinals'
type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

/** A key of the test wallet: P2WPKH for payment, P2TR (key path) for ordinals. */
export interface BitcoinTestKey {
  purpose: Purpose
  privateKey: Uint8Array
  /** 33-byte compressed key (payment) or 32-byte x-only internal key (ordinals). */
  publicKey: Uint8Array
  address: string
  /** The address's output script. */
  script: Uint8Array
}

function testKey(purpose: Purpose, network: 'mainnet' | 'testnet'): BitcoinTestKey {
  const net = network === 'mainnet' ? NETWORK : TEST_NETWORK
  const privateKey = randomPrivateKeyBytes()
  const publicKey = purpose === 'payment' ? pubECDSA(privateKey, true) : pubSchnorr(privateKey)
  const payment = purpose === 'payment' ? p2wpkh(publicKey, net) : p2tr(publicKey, undefined, net)
  return {
    purpose,
    privateKey,
    publicKey,
    address: payment.address as string,
    script: payment.script,
  }
}

/**
 * A Wallet Standard Bitcoin wallet for tests, with the features Bitcoin wallets announce there:
 * `bitcoin:connect` ({purposes} → the P2WPKH `payment` and P2TR `ordinals` accounts of fresh
 * keys, labelled with their purpose; with `silent`, only for a page it trusts, else none, as a
 * real wallet restores a page it authorized without a prompt), `bitcoin:signMessage` (BIP-322
 * witness bytes, by devchain's `signBip322`), `bitcoin:signTransaction` ({psbt, inputsToSign} →
 * the PSBT signed, not finalized), `standard:events` and `standard:disconnect`; with
 * `standardConnect`, `standard:connect` ({silent}) too. `calls` counts what it was asked.
 */
export function bitcoinStandardTestWallet(
  options: {
    name?: string
    network?: 'mainnet' | 'testnet'
    ordinals?: boolean
    standardConnect?: boolean
  } = {},
) {
  const network = options.network ?? 'testnet'
  const chain: IdentifierString = `bitcoin:${network}`
  const keys: Record<Purpose, BitcoinTestKey> = {
    payment: testKey('payment', network),
    ordinals: testKey('ordinals', network),
  }
  const purposes: readonly Purpose[] =
    options.ordinals === false ? ['payment'] : ['payment', 'ordinals']
  const accountOf = (key: BitcoinTestKey): WalletAccount =>
    Object.freeze({
      address: key.address,
      publicKey: key.publicKey,
      chains: [chain],
      features: ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const,
      label: key.purpose,
    })
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<ChangeListener>()
  const emit = () => {
    for (const listener of listeners) listener({ accounts })
  }
  const calls = {
    connect: 0,
    silentConnect: 0,
    standardConnect: 0,
    disconnect: 0,
    signMessage: 0,
    signTransaction: 0,
  }
  /** Whether the wallet trusts the page (connected before, not disconnected since). */
  const state = { trusted: false }
  /** A connect: the accounts of `wanted`; silent, only for a trusted page (else none, no prompt). */
  const connect = (wanted: readonly Purpose[], silent: boolean | undefined) => {
    if (silent) {
      calls.silentConnect++
      if (!state.trusted) return { accounts: [] }
    }
    state.trusted = true
    accounts = wanted.map((purpose) => accountOf(keys[purpose]))
    emit()
    return { accounts }
  }
  const keyOf = (address: string) => {
    const key = Object.values(keys).find((each) => each.address === address)
    if (!key || !accounts.some((each) => each.address === address))
      throw new Error(`The wallet has no connected account ${address}`)
    return key
  }
  const icon: WalletIcon = 'data:image/svg+xml;base64,PHN2Zy8+'
  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Test Bitcoin Wallet',
    icon,
    chains: [chain],
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input?: { purposes?: readonly string[]; silent?: boolean }) {
          calls.connect++
          const wanted = purposes.filter((each) => input?.purposes?.includes(each) ?? true)
          return connect(wanted, input?.silent)
        },
      },
      ...(options.standardConnect
        ? {
            'standard:connect': {
              version: '1.0.0',
              async connect(input?: { silent?: boolean }) {
                calls.standardConnect++
                return connect(purposes, input?.silent)
              },
            },
          }
        : {}),
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          calls.signMessage++
          return inputs.map(({ account, message }) => ({
            signedMessage: message,
            signature: signBip322(keyOf(account.address), new TextDecoder().decode(message)),
          }))
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(
          ...inputs: {
            psbt: Uint8Array
            inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
          }[]
        ) {
          calls.signTransaction++
          return inputs.map(({ psbt, inputsToSign }) => {
            const transaction = Transaction.fromPSBT(psbt, { allowUnknownOutputs: true })
            for (const { account, signingIndexes } of inputsToSign) {
              const key = keyOf(account.address)
              for (const index of signingIndexes) {
                if (key.purpose === 'ordinals' && !transaction.getInput(index).tapInternalKey)
                  transaction.updateInput(index, { tapInternalKey: key.publicKey })
                if (!transaction.signIdx(key.privateKey, index))
                  throw new Error(`Input ${index} cannot be signed by ${key.address}`)
              }
            }
            return { signedPsbt: transaction.toPSBT() }
          })
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          calls.disconnect++
          state.trusted = false
          accounts = []
          emit()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: ChangeListener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }
  return {
    wallet,
    keys,
    addresses: { payment: keys.payment.address, ordinals: keys.ordinals.address },
    calls,
    state,
    /** The wallet moves to another payment key, as after the user picks another account. */
    switchAccount() {
      keys.payment = testKey('payment', network)
      accounts = purposes.map((purpose) => accountOf(keys[purpose]))
      emit()
      return keys.payment.address
    },
    /** The wallet drops the site (locked, or revoked from the wallet's side). */
    revoke() {
      state.trusted = false
      accounts = []
      emit()
    },
  }
}
