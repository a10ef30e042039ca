import { type CaipNetworkId, checkSolanaCommitment, FoyerError } from '@foyer/protocol'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { base64 } from '../namespaces/bip122/base64'
import { base58, fromBase58 } from '../namespaces/solana/base58'
import { toStandardChain } from '../namespaces/solana/solanaChains'
import { chainsOf, type SessionAccount, sessionAddresses } from './sessionNamespaceAccounts'
import {
  resultObject,
  resultString,
  SESSION_WALLET_ICON,
  type SessionRequest,
} from './sessionRequest'
import { SESSION_WALLET_NAME } from './sessionWallets'

/**
 * The session's Solana accounts as a Wallet Standard wallet: `standard:connect` gives them,
 * `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction` become the
 * WalletConnect requests `solana_signMessage`, `solana_signTransaction` and
 * `solana_signAndSendTransaction` (messages base58, transactions base64 in their wire form), sent
 * for the CAIP-2 chain the account is on (the input's chain where it names one). Several
 * transactions of one account and chain go as one `solana_signAllTransactions` (one approval in
 * the wallet) where the session's `methods` have it.
 */
export function sessionSolanaWallet(
  accounts: readonly SessionAccount[],
  request: SessionRequest,
  methods: ReadonlySet<string> = new Set(),
): Wallet | undefined {
  const addresses = sessionAddresses(accounts)
  if (addresses.length === 0) return undefined
  const caipChains = [...new Set(accounts.map((account) => account.chainId))]
  const standardChains = [
    ...new Set(caipChains.map((chain) => toStandardChain(chain as CaipNetworkId))),
  ]
  /**
   * The CAIP-2 chain of a request: the account's one the input's standard chain names (its
   * first without one). An account the session does not hold, or a chain it is not on in the
   * session, is refused: nothing goes to the wallet for another chain than asked.
   */
  const chainFor = (address: string, standard: string | undefined): string => {
    const held = chainsOf(accounts, address)
    if (held.length === 0)
      throw new FoyerError('WRONG_ACCOUNT', { details: `${address} is not in the session` })
    const chain =
      standard === undefined
        ? held[0]
        : held.find((each) => toStandardChain(each as CaipNetworkId) === standard)
    if (chain === undefined)
      throw new FoyerError('UNSUPPORTED_CHAIN', {
        details: `${standard} is not a chain of ${address} in the WalletConnect session`,
      })
    return chain
  }
  const features = {
    [StandardConnect]: {
      version: '1.0.0',
      connect: async () => ({ accounts: walletAccounts }),
    },
    [StandardEvents]: {
      version: '1.0.0',
      // The session's accounts are fixed: a changed session is a new wallet (set anew).
      on: () => () => {},
    },
    [SolanaSignMessage]: {
      version: '1.1.0',
      async signMessage(...inputs) {
        const outputs = []
        for (const { account, message } of inputs) {
          const result = await request(chainFor(account.address, undefined), 'solana_signMessage', {
            message: base58(message),
            pubkey: account.address,
          })
          const signature = signatureOf('solana_signMessage', result)
          outputs.push({ signedMessage: message, signature })
        }
        return outputs
      },
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        const chains = inputs.map(({ account, chain }) => chainFor(account.address, chain))
        const [first] = inputs
        const together =
          first !== undefined &&
          inputs.length > 1 &&
          methods.has('solana_signAllTransactions') &&
          inputs.every(
            (input, index) =>
              input.account.address === first.account.address && chains[index] === chains[0],
          )
        if (together) {
          const result = await request(chains[0] as string, 'solana_signAllTransactions', {
            transactions: inputs.map(({ transaction }) => base64.encode(transaction)),
          })
          return signedTransactionsOf(result, inputs.length).map((signedTransaction) => ({
            signedTransaction,
          }))
        }
        const outputs = []
        for (const { account, transaction, chain } of inputs) {
          const result = resultObject(
            'solana_signTransaction',
            await request(chainFor(account.address, chain), 'solana_signTransaction', {
              transaction: base64.encode(transaction),
            }),
          )
          outputs.push({ signedTransaction: signedTransactionOf(result, transaction, account) })
        }
        return outputs
      },
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        const outputs = []
        for (const { account, transaction, chain, options } of inputs) {
          const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } = options ?? {}
          // An unknown commitment never reaches the wallet (docs/product.md#validation).
          const commitment = checkSolanaCommitment(preflightCommitment)
          const sendOptions = {
            ...(commitment ? { preflightCommitment: commitment } : {}),
            ...(skipPreflight === undefined ? {} : { skipPreflight }),
            ...(maxRetries === undefined ? {} : { maxRetries }),
            ...(minContextSlot === undefined ? {} : { minContextSlot }),
          }
          const result = await request(
            chainFor(account.address, chain),
            'solana_signAndSendTransaction',
            {
              transaction: base64.encode(transaction),
              ...(Object.keys(sendOptions).length > 0 ? { sendOptions } : {}),
            },
          )
          outputs.push({ signature: signatureOf('solana_signAndSendTransaction', result) })
        }
        return outputs
      },
    },
  } satisfies StandardConnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
  const featureNames = Object.keys(features) as `${string}:${string}`[]
  const walletAccounts: WalletAccount[] = addresses.map((address) => ({
    address,
    publicKey: fromBase58(address),
    chains: standardChains as `${string}:${string}`[],
    features: featureNames.filter((name) => name.startsWith('solana:')),
  }))
  return {
    version: '1.0.0',
    name: SESSION_WALLET_NAME,
    icon: SESSION_WALLET_ICON,
    chains: standardChains as `${string}:${string}`[],
    features,
    accounts: walletAccounts,
  }
}

/**
 * The signed transaction of a `solana_signTransaction` result: its `transaction` (base64) where
 * the wallet gives one, else the request's transaction with the wallet's `signature` put in the
 * signer's slot.
 */
export function signedTransactionOf(
  result: Record<string, unknown>,
  transaction: Uint8Array,
  account: Pick<WalletAccount, 'address'>,
): Uint8Array {
  if (typeof result.transaction === 'string') {
    const signed = base64.decode(result.transaction)
    if (!signed) throw new Error('The wallet signed a transaction that is not base64')
    return signed
  }
  if (typeof result.signature !== 'string')
    throw new Error(
      'The wallet answered solana_signTransaction with neither transaction nor signature',
    )
  return withSignature(
    transaction,
    fromBase58(account.address),
    signatureOf('solana_signTransaction', result),
  )
}

/**
 * The signed transactions of a `solana_signAllTransactions` result: its `transactions` (base64),
 * as many as asked, else RPC_BAD_ANSWER.
 */
function signedTransactionsOf(result: unknown, count: number): Uint8Array[] {
  const method = 'solana_signAllTransactions'
  const listed = resultObject(method, result).transactions
  const decoded = Array.isArray(listed)
    ? listed.map((each) => (typeof each === 'string' ? base64.decode(each) : undefined))
    : []
  if (decoded.length !== count || decoded.some((each) => each === undefined))
    throw new FoyerError('RPC_BAD_ANSWER', {
      params: { status: `${method}: not ${count} base64 transactions` },
    })
  return decoded as Uint8Array[]
}

/** An ed25519 signature's length in bytes. */
const SIGNATURE_BYTES = 64

/** A signature the wallet answered with, or RPC_BAD_ANSWER when it is not 64 bytes. */
function checkSignature(method: string, signature: Uint8Array): Uint8Array {
  if (signature.length !== SIGNATURE_BYTES)
    throw new FoyerError('RPC_BAD_ANSWER', {
      params: { status: `${method}: a signature of ${signature.length} bytes` },
    })
  return signature
}

/** The base58 `signature` of a wallet's `method` result, 64 bytes (else RPC_BAD_ANSWER). */
function signatureOf(method: string, result: unknown): Uint8Array {
  const text = resultString(method, result, 'signature')
  let bytes: Uint8Array
  try {
    bytes = fromBase58(text)
  } catch {
    throw new FoyerError('RPC_BAD_ANSWER', {
      params: { status: `${method}: a signature not base58` },
    })
  }
  return checkSignature(method, bytes)
}

/**
 * `transaction` (wire form) with `signature` in the slot of `signer` (one of its signers); a
 * signature that is not 64 bytes is refused (RPC_BAD_ANSWER), never written over the slot.
 */
export function withSignature(
  transaction: Uint8Array,
  signer: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  checkSignature('solana_signTransaction', signature)
  const [count, prefix] = shortVec(transaction, 0)
  let offset = prefix + count * 64
  if ((transaction[offset] ?? 0) & 0x80) offset += 1 // a versioned message's version byte
  const required = transaction[offset] ?? 0
  const [keys, keysPrefix] = shortVec(transaction, offset + 3)
  const first = offset + 3 + keysPrefix
  for (let index = 0; index < Math.min(required, keys, count); index++) {
    const key = transaction.subarray(first + index * 32, first + index * 32 + 32)
    if (key.every((byte, at) => byte === signer[at])) {
      const signed = transaction.slice()
      signed.set(signature, prefix + index * 64)
      return signed
    }
  }
  throw new Error('The transaction has no signature slot for the wallet account')
}

/** A compact-u16 at `offset`: its value and its length in bytes. */
function shortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size] ?? 0
    value |= (byte & 0x7f) << (size * 7)
    if ((byte & 0x80) === 0) return [value, size + 1]
  }
  return [value, 3]
}
