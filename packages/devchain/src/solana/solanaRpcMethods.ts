import { DEV_SOLANA_GENESIS_HASH } from '@foyer/protocol'
import {
  type Address,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { type DevSvm, isFailure, LAMPORTS_PER_SIGNATURE, type TransactionRecord } from './devSvm'
import { ACCOUNT_ENCODINGS, encodeAccount } from './encodeAccount'
import { invalidParams, SolanaRpcError } from './rpcError'
import {
  addressParam,
  booleanOption,
  checkCommitment,
  configParam,
  encodingOption,
  paramList,
  show,
  signatureParam,
  u64Param,
} from './rpcParams'
import { describeTransactionError } from './transactionError'
import { transactionJson } from './transactionJson'

/** What answers the RPC: the SVM, and the faucet that `requestAirdrop` pays from. */
export interface SolanaRpcContext {
  dev: DevSvm
  airdrop(to: Address, lamports: bigint): Promise<string>
}

type Handler = (params: unknown, context: SolanaRpcContext) => unknown

/** The solana-core version the dev SVM reports (litesvm 1.5 runs Agave 3.0's SVM). */
const SOLANA_CORE_VERSION = '3.0.0'
/** getSignatureStatuses and getMultipleAccounts take at most this many. */
const MAX_MULTIPLE = 256
/** getSignaturesForAddress answers at most this many. */
const MAX_SIGNATURES = 1_000
/** The most lamports one requestAirdrop gives: 1,000 SOL. */
export const MAX_AIRDROP_LAMPORTS = 1_000_000_000_000n

const base58 = getBase58Encoder()
const base64 = getBase64Encoder()
const base64Text = getBase64Decoder()
const transactionDecoder = getTransactionDecoder()

const withContext = (dev: DevSvm, value: unknown) => ({
  context: { apiVersion: SOLANA_CORE_VERSION, slot: dev.slot() },
  value,
})

/** The methods the dev SVM answers, by name (see docs/architecture.md, devchain). */
export const SOLANA_RPC_METHODS: Readonly<Record<string, Handler>> = {
  getHealth: (params) => {
    paramList(params, 'getHealth', 0, 0)
    return 'ok'
  },
  getVersion: (params) => {
    paramList(params, 'getVersion', 0, 0)
    return { 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }
  },
  getGenesisHash: (params) => {
    paramList(params, 'getGenesisHash', 0, 0)
    return DEV_SOLANA_GENESIS_HASH
  },
  getSlot: (params, { dev }) => {
    checkCommitment(configParam(paramList(params, 'getSlot', 0, 1)[0]))
    return dev.slot()
  },
  getBlockHeight: (params, { dev }) => {
    checkCommitment(configParam(paramList(params, 'getBlockHeight', 0, 1)[0]))
    return dev.slot()
  },
  getEpochInfo: (params, { dev }) => {
    checkCommitment(configParam(paramList(params, 'getEpochInfo', 0, 1)[0]))
    const slot = dev.slot()
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: 0,
      slotIndex: slot,
      slotsInEpoch: 432_000,
      transactionCount: null,
    }
  },
  getBalance: (params, { dev }) => {
    const [address, config] = paramList(params, 'getBalance', 1, 2)
    const account = addressParam(address, 'address')
    checkCommitment(configParam(config))
    return withContext(dev, dev.balance(account))
  },
  getAccountInfo: (params, { dev }) => {
    const [address, rawConfig] = paramList(params, 'getAccountInfo', 1, 2)
    const account = addressParam(address, 'address')
    const config = configParam(rawConfig)
    checkCommitment(config)
    const encoding = encodingOption(config, ACCOUNT_ENCODINGS, 'base58')
    return withContext(dev, encodeAccount(dev, dev.svm.getAccount(account), encoding))
  },
  getMultipleAccounts: (params, { dev }) => {
    const [addresses, rawConfig] = paramList(params, 'getMultipleAccounts', 1, 2)
    if (!Array.isArray(addresses) || addresses.length > MAX_MULTIPLE) {
      throw invalidParams(`addresses must be an array of at most ${MAX_MULTIPLE} addresses`)
    }
    const accounts = addresses.map((address, index) => addressParam(address, `addresses[${index}]`))
    const config = configParam(rawConfig)
    checkCommitment(config)
    const encoding = encodingOption(config, ACCOUNT_ENCODINGS, 'base64')
    return withContext(
      dev,
      accounts.map((account) => encodeAccount(dev, dev.svm.getAccount(account), encoding)),
    )
  },
  getTokenAccountsByOwner: (params, { dev }) => {
    const [owner, rawFilter, rawConfig] = paramList(params, 'getTokenAccountsByOwner', 2, 3)
    const account = addressParam(owner, 'owner')
    const filter = configParam(rawFilter, 'filter')
    const keys = Object.keys(filter)
    if (keys.length !== 1 || (keys[0] !== 'mint' && keys[0] !== 'programId')) {
      throw invalidParams(`filter must be { mint } or { programId }, got ${show(rawFilter)}`)
    }
    const mint = filter.mint === undefined ? undefined : addressParam(filter.mint, 'filter.mint')
    const programId =
      filter.programId === undefined
        ? undefined
        : addressParam(filter.programId, 'filter.programId')
    const config = configParam(rawConfig)
    checkCommitment(config)
    const encoding = encodingOption(config, ACCOUNT_ENCODINGS, 'base64')
    // Only the SPL Token program runs token accounts here (no Token-2022 mint exists).
    if (programId !== undefined && programId !== TOKEN_PROGRAM_ADDRESS) return withContext(dev, [])
    const accounts = dev.svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).flatMap((entry) => {
      const token = dev.tokenAccount(entry.address)
      if (!token || token.owner !== account || (mint !== undefined && token.mint !== mint))
        return []
      return [
        {
          pubkey: entry.address,
          account: encodeAccount(dev, dev.svm.getAccount(entry.address), encoding),
        },
      ]
    })
    return withContext(dev, accounts)
  },
  getTokenAccountBalance: (params, { dev }) => {
    const [address, config] = paramList(params, 'getTokenAccountBalance', 1, 2)
    const account = addressParam(address, 'address')
    checkCommitment(configParam(config))
    const token = dev.tokenAccount(account)
    if (!token) throw invalidParams(`${account} is not an SPL Token account`)
    return withContext(dev, token.amount)
  },
  getLatestBlockhash: (params, { dev }) => {
    checkCommitment(configParam(paramList(params, 'getLatestBlockhash', 0, 1)[0]))
    return withContext(dev, dev.latestBlockhash())
  },
  isBlockhashValid: (params, { dev }) => {
    const [blockhash, config] = paramList(params, 'isBlockhashValid', 1, 2)
    const hash = addressParam(blockhash, 'blockhash')
    checkCommitment(configParam(config))
    return withContext(dev, dev.isBlockhashValid(hash))
  },
  getMinimumBalanceForRentExemption: (params, { dev }) => {
    const [size, config] = paramList(params, 'getMinimumBalanceForRentExemption', 1, 2)
    const bytes = u64Param(size, 'dataLength')
    if (bytes > 10n * 1024n * 1024n) throw invalidParams('dataLength must be at most 10 MiB')
    checkCommitment(configParam(config))
    return dev.svm.minimumBalanceForRentExemption(bytes)
  },
  getFeeForMessage: (params, { dev }) => {
    const [text, config] = paramList(params, 'getFeeForMessage', 1, 2)
    checkCommitment(configParam(config))
    if (typeof text !== 'string')
      throw invalidParams(`message must be base64 text, got ${show(text)}`)
    let message: ReturnType<DevSvm['decodeMessage']>
    try {
      message = getCompiledTransactionMessageDecoder().decode(base64.encode(text)) as typeof message
    } catch (error) {
      throw invalidParams(
        `message is not a base64 transaction message: ${(error as Error).message}`,
      )
    }
    if (!dev.isBlockhashValid(message.lifetimeToken)) return withContext(dev, null)
    return withContext(dev, LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts))
  },
  sendTransaction: (params, { dev }) => {
    const [wire, rawConfig] = paramList(params, 'sendTransaction', 1, 2)
    const config = configParam(rawConfig)
    const transaction = wireTransaction(
      wire,
      encodingOption(config, ['base58', 'base64'], 'base58'),
    )
    checkCommitment(config, 'preflightCommitment')
    const skipPreflight = booleanOption(config, 'skipPreflight')
    if (config.maxRetries !== undefined && config.maxRetries !== null) {
      u64Param(config.maxRetries, 'maxRetries')
    }
    const outcome = dev.send(transaction, { skipPreflight })
    if (!isFailure(outcome)) return outcome.signature
    const reason = describeTransactionError(outcome.err)
    if (outcome.err === 'SignatureFailure') {
      throw new SolanaRpcError(-32003, 'Transaction signature verification failure')
    }
    throw new SolanaRpcError(-32002, `Transaction simulation failed: ${reason}`, {
      accounts: null,
      err: outcome.err,
      innerInstructions: null,
      logs: outcome.logs,
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed: outcome.unitsConsumed,
    })
  },
  simulateTransaction: (params, { dev }) => {
    const [wire, rawConfig] = paramList(params, 'simulateTransaction', 1, 2)
    const config = configParam(rawConfig)
    const transaction = wireTransaction(
      wire,
      encodingOption(config, ['base58', 'base64'], 'base58'),
    )
    checkCommitment(config)
    const sigVerify = booleanOption(config, 'sigVerify')
    const replaceRecentBlockhash = booleanOption(config, 'replaceRecentBlockhash')
    if (sigVerify && replaceRecentBlockhash) {
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    }
    if (config.accounts !== undefined && config.accounts !== null) {
      throw invalidParams('accounts is not supported by the dev SVM')
    }
    const simulation = dev.simulate(transaction, { sigVerify, replaceRecentBlockhash })
    return withContext(dev, {
      accounts: null,
      err: simulation.err,
      innerInstructions: null,
      logs: simulation.logs,
      replacementBlockhash: replaceRecentBlockhash ? dev.latestBlockhash() : null,
      returnData: simulation.returnData && {
        programId: simulation.returnData.programId,
        data: [base64Text.decode(simulation.returnData.data), 'base64'],
      },
      unitsConsumed: simulation.unitsConsumed,
    })
  },
  getSignatureStatuses: (params, { dev }) => {
    const [signatures, config] = paramList(params, 'getSignatureStatuses', 1, 2)
    if (!Array.isArray(signatures) || signatures.length > MAX_MULTIPLE) {
      throw invalidParams(`signatures must be an array of at most ${MAX_MULTIPLE} signatures`)
    }
    const wanted = signatures.map((value, index) => signatureParam(value, `signatures[${index}]`))
    booleanOption(configParam(config), 'searchTransactionHistory')
    return withContext(
      dev,
      wanted.map((signature) => {
        const record = dev.transaction(signature)
        if (!record) return null
        return {
          slot: record.slot,
          confirmations: null,
          err: record.err,
          confirmationStatus: 'finalized',
          status: record.err === null ? { Ok: null } : { Err: record.err },
        }
      }),
    )
  },
  getTransaction: (params, { dev }) => {
    const [value, rawConfig] = paramList(params, 'getTransaction', 1, 2)
    const signature = signatureParam(value, 'signature')
    const config = typeof rawConfig === 'string' ? { encoding: rawConfig } : configParam(rawConfig)
    checkCommitment(config)
    if (config.commitment === 'processed') {
      throw invalidParams('getTransaction does not take the processed commitment')
    }
    const encoding = encodingOption(config, ['json', 'jsonParsed', 'base58', 'base64'], 'json')
    const maxVersion = config.maxSupportedTransactionVersion
    if (maxVersion !== undefined && maxVersion !== null && maxVersion !== 0) {
      throw invalidParams(`maxSupportedTransactionVersion must be 0, got ${show(maxVersion)}`)
    }
    const record = dev.transaction(signature)
    if (!record) return null
    if (record.message.version !== 'legacy' && maxVersion !== 0) {
      throw new SolanaRpcError(
        -32015,
        `Transaction version (${record.message.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0`,
      )
    }
    return transactionJson(record, encoding, maxVersion === 0)
  },
  getSignaturesForAddress: (params, { dev }) => {
    const [address, rawConfig] = paramList(params, 'getSignaturesForAddress', 1, 2)
    const account = addressParam(address, 'address')
    const config = configParam(rawConfig)
    checkCommitment(config)
    const limit =
      config.limit === undefined || config.limit === null
        ? MAX_SIGNATURES
        : Number(u64Param(config.limit, 'limit'))
    if (limit < 1 || limit > MAX_SIGNATURES) {
      throw invalidParams(`limit must be between 1 and ${MAX_SIGNATURES}, got ${limit}`)
    }
    const before = config.before == null ? undefined : signatureParam(config.before, 'before')
    const until = config.until == null ? undefined : signatureParam(config.until, 'until')
    let list = dev.signaturesFor(account)
    if (before !== undefined) {
      const at = list.indexOf(before)
      list = at < 0 ? [] : list.slice(at + 1)
    }
    if (until !== undefined) {
      const at = list.indexOf(until)
      if (at >= 0) list = list.slice(0, at)
    }
    return list.slice(0, limit).map((signature) => {
      const record = dev.transaction(signature) as TransactionRecord
      return {
        signature,
        slot: record.slot,
        err: record.err,
        memo: null,
        blockTime: record.blockTime,
        confirmationStatus: 'finalized',
      }
    })
  },
  getRecentPrioritizationFees: (params) => {
    const [addresses] = paramList(params, 'getRecentPrioritizationFees', 0, 1)
    if (addresses !== undefined && addresses !== null) {
      if (!Array.isArray(addresses) || addresses.length > 128) {
        throw invalidParams('addresses must be an array of at most 128 addresses')
      }
      for (const [index, address] of addresses.entries())
        addressParam(address, `addresses[${index}]`)
    }
    // No other transaction competes for a slot here: no priority fee was ever needed.
    return []
  },
  requestAirdrop: async (params, context) => {
    const [address, amount, config] = paramList(params, 'requestAirdrop', 2, 3)
    const to = addressParam(address, 'address')
    const lamports = u64Param(amount, 'lamports')
    if (lamports === 0n || lamports > MAX_AIRDROP_LAMPORTS) {
      throw invalidParams(
        `lamports must be between 1 and ${MAX_AIRDROP_LAMPORTS} (1,000 SOL), got ${lamports}`,
      )
    }
    checkCommitment(configParam(config))
    return context.airdrop(to, lamports)
  },
}

/** A transaction as sendTransaction and simulateTransaction receive it. */
function wireTransaction(value: unknown, encoding: 'base58' | 'base64'): Transaction {
  if (typeof value !== 'string' || value === '') {
    throw invalidParams(`transaction must be ${encoding} text, got ${show(value)}`)
  }
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(encoding === 'base64' ? base64.encode(value) : base58.encode(value))
  } catch {
    throw invalidParams(`transaction is not ${encoding} text`)
  }
  // Solana's packet limit.
  if (bytes.length > 1232) {
    throw invalidParams(`transaction is ${bytes.length} bytes, more than the 1232 bytes allowed`)
  }
  try {
    const transaction = transactionDecoder.decode(bytes)
    const { version } = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    if (version === 1) throw new Error('transaction version 1 is not supported; use legacy or 0')
    return transaction
  } catch (error) {
    throw invalidParams(`failed to deserialize the transaction: ${(error as Error).message}`)
  }
}
