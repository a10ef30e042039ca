import { signBip322 } from '@foyer/devchain/bitcoin'
import { base58, base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { bytesToHex } from 'viem'
import type { BitcoinKey } from '../bitcoin/bitcoinKey'
import type { WalletSolanaChain } from '../config/readSolanaChains'
import { isSolanaTransactionMessage } from '../solana/isSolanaTransactionMessage'
import { firstSignature, signSolanaTransaction } from '../solana/signSolanaTransaction'
import type { SolanaKey } from '../solana/solanaKey'
import type { WalletRequest } from './handleRequest'
import { RequestError } from './requestError'
import { InvalidParamsError } from './requestParams'
import { rpcErrors } from './rpcErrors'

/** The wallet's accounts beyond eip155: a Solana dev key and a Bitcoin test key. */
export interface OtherNamespaces {
  solana?: { key: SolanaKey; chains: readonly WalletSolanaChain[] }
  bitcoin?: { key: BitcoinKey }
  /** How Solana transactions reach their chain's RPC URL (tests may pass their own). */
  fetch?: typeof fetch
}

/** The `solana` methods this wallet answers (WalletConnect's Solana JSON-RPC reference). */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const
/** The `bip122` methods it answers (no Bitcoin node here: no sendTransfer, no broadcast). */
export const BIP122_METHODS = ['signMessage', 'signPsbt', 'getAccountAddresses'] as const

/**
 * Carries out an approved `solana` or `bip122` request: signs with the wallet's key (ed25519;
 * BIP-322 and PSBT inputs), and sends a signed Solana transaction to its chain's RPC URL.
 */
export async function otherNamespaceRequest(
  request: WalletRequest,
  others: OtherNamespaces,
): Promise<unknown> {
  const namespace = request.chainId.split(':')[0]
  if (namespace === 'solana' && others.solana) return solanaRequest(request, others)
  if (namespace === 'bip122' && others.bitcoin) return bitcoinRequest(request, others.bitcoin.key)
  throw new RequestError(rpcErrors.unrecognizedChain(request.chainId))
}

/**
 * The bytes a `solana_signMessage` signs (base58 in `message`). A serialized transaction message
 * is refused: its signature would be a blind signature of that transaction.
 */
export function signableSolanaMessage(message: unknown): Uint8Array {
  const bytes = decoded('message', message, base58.decode)
  if (isSolanaTransactionMessage(bytes)) throw transactionAsMessage()
  return bytes
}

/** The refusal of a `solana_signMessage` whose message is a transaction. */
export const transactionAsMessage = () =>
  new InvalidParamsError('the message is a transaction: use solana_signTransaction')

async function solanaRequest(request: WalletRequest, others: OtherNamespaces): Promise<unknown> {
  const solana = others.solana
  if (!solana) throw new RequestError(rpcErrors.unrecognizedChain(request.chainId))
  const chain = solana.chains.find((each) => each.caipId === request.chainId)
  if (!chain) throw new RequestError(rpcErrors.unrecognizedChain(request.chainId))
  const { key } = solana
  const params = objectParams(request.params)
  switch (request.method) {
    case 'solana_signMessage': {
      if (params.pubkey !== undefined && params.pubkey !== key.address)
        throw new RequestError(rpcErrors.unauthorized(params.pubkey))
      const message = signableSolanaMessage(params.message)
      return { signature: base58.encode(key.sign(message)) }
    }
    case 'solana_signTransaction': {
      const signed = signed58(params.transaction, key)
      return {
        signature: base58.encode(firstSignature(signed)),
        transaction: base64.encode(signed),
      }
    }
    case 'solana_signAllTransactions': {
      if (!Array.isArray(params.transactions))
        throw new InvalidParamsError('transactions must be a list of base64 transactions')
      return {
        transactions: params.transactions.map((each) => base64.encode(signed58(each, key))),
      }
    }
    case 'solana_signAndSendTransaction': {
      const signed = signed58(params.transaction, key)
      const options = typeof params.sendOptions === 'object' ? params.sendOptions : {}
      const response = await (others.fetch ?? fetch)(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'sendTransaction',
          params: [base64.encode(signed), { ...options, encoding: 'base64' }],
        }),
      })
      const body = (await response.json()) as { result?: string; error?: { message?: string } }
      if (typeof body.result !== 'string')
        throw new Error(
          `${chain.name} refused the transaction: ${body.error?.message ?? response.status}`,
        )
      return { signature: body.result }
    }
    default:
      throw new RequestError(rpcErrors.unsupportedMethod(request.method))
  }
}

function bitcoinRequest(request: WalletRequest, key: BitcoinKey): unknown {
  if (request.chainId !== key.chainId)
    throw new RequestError(rpcErrors.unrecognizedChain(request.chainId))
  const params = objectParams(request.params)
  if (params.account !== undefined && params.account !== key.address)
    throw new RequestError(rpcErrors.unauthorized(params.account))
  switch (request.method) {
    case 'getAccountAddresses':
      return [
        {
          address: key.address,
          publicKey: bytesToHex(key.publicKey).slice(2),
          path: "m/84'/1'/0'/0/0",
          intention: 'payment',
        },
      ]
    case 'signMessage': {
      if (typeof params.message !== 'string')
        throw new InvalidParamsError('message must be a string')
      if (params.address !== undefined && params.address !== key.address)
        throw new RequestError(rpcErrors.unauthorized(params.address))
      if (params.protocol !== undefined && params.protocol !== 'bip322')
        throw new InvalidParamsError(
          `this wallet signs BIP-322 only, not ${String(params.protocol)}`,
        )
      const witness = signBip322({ purpose: 'payment', ...key }, params.message)
      return { address: key.address, signature: bytesToHex(witness).slice(2) }
    }
    case 'signPsbt':
      return { psbt: base64.encode(signPsbt(params, key)) }
    default:
      throw new RequestError(rpcErrors.unsupportedMethod(request.method))
  }
}

/** Signs the PSBT's inputs the request names for the key's address (never broadcasts). */
function signPsbt(params: Record<string, unknown>, key: BitcoinKey): Uint8Array {
  if (params.broadcast === true)
    throw new InvalidParamsError('this wallet cannot broadcast: it knows no Bitcoin node')
  const bytes = decoded('psbt', params.psbt, base64.decode)
  let transaction: Transaction
  try {
    transaction = Transaction.fromPSBT(bytes, { allowUnknownOutputs: true })
  } catch (error) {
    throw new InvalidParamsError(`the PSBT could not be read: ${(error as Error).message}`)
  }
  if (!Array.isArray(params.signInputs) || params.signInputs.length === 0)
    throw new InvalidParamsError('signInputs must list the inputs to sign')
  for (const input of params.signInputs as { address?: unknown; index?: unknown }[]) {
    const index = input?.index
    if (input?.address !== key.address)
      throw new RequestError(rpcErrors.unauthorized(input?.address))
    if (
      typeof index !== 'number' ||
      !Number.isInteger(index) ||
      index < 0 ||
      index >= transaction.inputsLength
    )
      throw new InvalidParamsError(`the PSBT has no input ${String(index)}`)
    let signed = false
    try {
      signed = transaction.signIdx(key.privateKey, index)
    } catch (error) {
      throw new InvalidParamsError(`input ${index} cannot be signed: ${(error as Error).message}`)
    }
    if (!signed) throw new InvalidParamsError(`input ${index} cannot be signed by ${key.address}`)
  }
  return transaction.toPSBT()
}

function signed58(value: unknown, key: SolanaKey): Uint8Array {
  const transaction = decoded('transaction', value, base64.decode)
  try {
    return signSolanaTransaction(transaction, key)
  } catch (error) {
    throw new InvalidParamsError((error as Error).message)
  }
}

function objectParams(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new InvalidParamsError('params must be an object')
  return params as Record<string, unknown>
}

function decoded(name: string, value: unknown, decode: (text: string) => Uint8Array): Uint8Array {
  if (typeof value !== 'string' || value.length === 0)
    throw new InvalidParamsError(`${name} must be a non-empty string`)
  try {
    return decode(value)
  } catch (error) {
    throw new InvalidParamsError(`${name}: ${(error as Error).message}`)
  }
}
