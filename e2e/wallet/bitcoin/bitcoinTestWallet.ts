import { signBip322 } from '@foyer/devchain/bitcoin'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { createWalletEvents } from '../standard/walletEvents'
import { walletIcon } from '../standard/walletIcon'
import { base64 } from './base64'
import {
  type BitcoinPurpose,
  type BitcoinTestKey,
  type BitcoinTestNetwork,
  bitcoinTestKey,
} from './bitcoinTestKeys'
import { signPsbt } from './signPsbt'

export interface BitcoinTestWalletOptions {
  /** Which network's addresses the wallet gives (default testnet). */
  network?: BitcoinTestNetwork
}

/** What a test can see and steer (`window.__foyerBitcoinTestWallet`). */
export interface BitcoinTestWalletControl {
  readonly wallet: Wallet
  /** The P2WPKH payment and P2TR ordinals addresses. */
  readonly addresses: Readonly<Record<BitcoinPurpose, string>>
  readonly connected: boolean
  /**
   * Methods the page called, in order (`bitcoin:signMessage`, sats-connect `signPsbt`, …); a
   * silent `bitcoin:connect` (no prompt) is `bitcoin:connect (silent)`.
   */
  readonly requests: string[]
  /** The next call of this method fails as the user's refusal. */
  rejectNext: string | null
  disconnect(): void
}

/** sats-connect's answer shape: `{status: 'success', result}` or `{status: 'error', error}`. */
type SatsResponse =
  | { status: 'success'; result: unknown }
  | { status: 'error'; error: { code: number; message: string } }

/** Where the wallet remembers that it authorized the page's origin, across reloads (as real wallets do). */
const TRUST_KEY = '__foyerBitcoinTestWallet:trusted'

function trusted(): boolean {
  try {
    return globalThis.localStorage.getItem(TRUST_KEY) === '1'
  } catch {
    return false
  }
}

function setTrusted(value: boolean): void {
  try {
    if (value) globalThis.localStorage.setItem(TRUST_KEY, '1')
    else globalThis.localStorage.removeItem(TRUST_KEY)
  } catch {
    // No storage (Node, an opaque origin): the wallet then forgets on reload.
  }
}

const PURPOSES: readonly BitcoinPurpose[] = ['payment', 'ordinals']
const FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const

/**
 * A Bitcoin test wallet: P2WPKH `payment` and P2TR `ordinals` accounts of fixed test keys on
 * mainnet or testnet, registered through the Wallet Standard with the features Bitcoin wallets
 * announce there (`bitcoin:connect` {purposes, silent?}: with `silent`, as real wallets restore a
 * page, the accounts without a prompt only for a page it authorized before and that did not
 * disconnect since, else none; `bitcoin:signMessage` → BIP-322 simple witness
 * bytes, `bitcoin:signTransaction` {psbt, inputsToSign} → signed PSBT, `standard:events`,
 * `standard:disconnect`) and a sats-connect-style provider (`sats-connect:`: `request(method,
 * params)` for getAddresses, signMessage (base64 BIP-322), signPsbt (base64)).
 */
export function createBitcoinTestWallet(
  options: BitcoinTestWalletOptions = {},
): BitcoinTestWalletControl {
  const network = options.network ?? 'testnet'
  const chain: IdentifierString = `bitcoin:${network}`
  const keys = Object.fromEntries(
    PURPOSES.map((purpose) => [purpose, bitcoinTestKey(purpose, network)]),
  ) as Record<BitcoinPurpose, BitcoinTestKey>
  const accountOf = (purpose: BitcoinPurpose): WalletAccount =>
    Object.freeze({
      address: keys[purpose].address,
      publicKey: keys[purpose].publicKey,
      chains: [chain],
      features: FEATURES,
      label: purpose,
    })
  const accounts: Record<BitcoinPurpose, WalletAccount> = {
    payment: accountOf('payment'),
    ordinals: accountOf('ordinals'),
  }
  const events = createWalletEvents()
  const requests: string[] = []
  let connected = false

  const called = (method: string) => {
    requests.push(method)
    if (control.rejectNext === method) {
      control.rejectNext = null
      throw new Error('User rejected the request.')
    }
  }
  const keyOf = (address: string): BitcoinTestKey => {
    if (!connected) throw new Error('The wallet is not connected to this site')
    const key = PURPOSES.map((purpose) => keys[purpose]).find((each) => each.address === address)
    if (!key) throw new Error(`The wallet has no account ${address}`)
    return key
  }
  const connect = (purposes: readonly string[] = PURPOSES) => {
    const wanted = PURPOSES.filter((purpose) => purposes.includes(purpose))
    if (wanted.length === 0) throw new Error(`Unknown purposes: ${purposes.join(', ')}`)
    if (!connected) {
      connected = true
      setTrusted(true)
      events.emitChange(PURPOSES.map((purpose) => accounts[purpose]))
    }
    return wanted.map((purpose) => accounts[purpose])
  }

  const satsConnect = async (
    method: string,
    params: Record<string, unknown> = {},
  ): Promise<SatsResponse> => {
    try {
      called(method)
      switch (method) {
        case 'getAddresses':
        case 'wallet_connect': {
          const purposes = Array.isArray(params.purposes) ? (params.purposes as string[]) : PURPOSES
          const chosen = connect(purposes)
          return {
            status: 'success',
            result: {
              addresses: chosen.map((account) => ({
                address: account.address,
                publicKey: toHex(Uint8Array.from(account.publicKey)),
                purpose: account.label,
                addressType: account.label === 'payment' ? 'p2wpkh' : 'p2tr',
              })),
              network: { bitcoin: { name: network === 'mainnet' ? 'Mainnet' : 'Testnet' } },
            },
          }
        }
        case 'signMessage': {
          const key = keyOf(String(params.address))
          if (typeof params.message !== 'string') throw new Error('message must be a string')
          if (params.protocol !== undefined && params.protocol !== 'BIP322') {
            throw new Error(
              `The test wallet signs BIP322 messages only, not ${String(params.protocol)}`,
            )
          }
          const signature = base64.encode(signBip322(key, params.message))
          return {
            status: 'success',
            result: { signature, address: key.address, protocol: 'BIP322' },
          }
        }
        case 'signPsbt': {
          if (typeof params.psbt !== 'string') throw new Error('psbt must be a base64 string')
          let psbt: Uint8Array
          try {
            psbt = base64.decode(params.psbt)
          } catch {
            throw new Error('The PSBT could not be read: it is not base64')
          }
          const signInputs = (params.signInputs ?? {}) as Record<string, number[]>
          const signed = signPsbt(
            psbt,
            Object.entries(signInputs).map(([address, indexes]) => ({
              key: keyOf(address),
              indexes,
            })),
          )
          return { status: 'success', result: { psbt: base64.encode(signed) } }
        }
        case 'wallet_disconnect':
          control.disconnect()
          return { status: 'success', result: null }
        default:
          return {
            status: 'error',
            error: { code: -32601, message: `Method not found: ${method}` },
          }
      }
    } catch (error) {
      const message = (error as Error).message
      return {
        status: 'error',
        error: { code: message.startsWith('User rejected') ? 4001 : -32602, message },
      }
    }
  }

  const features = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input?: { purposes?: readonly string[]; silent?: boolean }) {
        if (input?.silent) {
          called('bitcoin:connect (silent)')
          // A page the wallet never authorized, or that disconnected: nothing, and no prompt.
          if (!connected && !trusted()) return { accounts: [] }
        } else called('bitcoin:connect')
        return { accounts: connect(input?.purposes) }
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        called('bitcoin:signMessage')
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
        called('bitcoin:signTransaction')
        return inputs.map(({ psbt, inputsToSign }) => ({
          signedPsbt: signPsbt(
            psbt,
            inputsToSign.map(({ account, signingIndexes }) => ({
              key: keyOf(account.address),
              indexes: signingIndexes,
            })),
          ),
        }))
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
    'sats-connect:': {
      provider: { request: satsConnect },
    },
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Foyer Test Bitcoin',
    icon: walletIcon('B', '#f7931a'),
    chains: [chain],
    features,
    get accounts() {
      return connected ? PURPOSES.map((purpose) => accounts[purpose]) : []
    },
  }

  const control: BitcoinTestWalletControl = {
    wallet,
    addresses: { payment: keys.payment.address, ordinals: keys.ordinals.address },
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

function toHex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
