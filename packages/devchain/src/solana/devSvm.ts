import {
  type Address,
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  getAddressDecoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  type Transaction,
} from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { Clock, FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { formatUnits } from 'viem'
import { type TransactionErrorJson, transactionErrorJson } from './transactionError'

/** A slot lasts 400 ms, as on Solana's clusters; the dev SVM's clock follows the wall clock. */
export const SLOT_MS = 400
/** A blockhash stays valid for 150 blocks (about a minute), as on Solana's clusters. */
export const MAX_BLOCKHASH_AGE = 150
/** The fee of each signature (litesvm's, and Solana's base fee). */
export const LAMPORTS_PER_SIGNATURE = 5_000n

/** A legacy or v0 message (the RPC refuses v1 ones). */
export type DecodedMessage = Exclude<CompiledTransactionMessage, { version: 1 }> &
  CompiledTransactionMessageWithLifetime

/** A token account's balance as the RPC spells it (`getTokenAccountBalance`, `uiTokenAmount`). */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

export interface TokenBalanceJson {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** A transaction that landed (succeeded, or failed in a program after paying its fee). */
export interface TransactionRecord {
  signature: string
  slot: number
  /** Unix seconds. */
  blockTime: number
  transaction: Transaction
  message: DecodedMessage
  err: TransactionErrorJson | null
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalanceJson[]
  postTokenBalances: TokenBalanceJson[]
  logs: string[]
  computeUnitsConsumed: bigint
}

/** What a transaction that did not land (or a simulation) reports. */
export interface TransactionFailure {
  err: TransactionErrorJson
  logs: string[]
  unitsConsumed: bigint
}

export interface Simulation {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
  returnData: { programId: string; data: Uint8Array } | null
}

export interface DevSvmOptions {
  /** The wall clock (ms); tests move it to expire blockhashes. */
  now?: () => number
}

const messageDecoder = getCompiledTransactionMessageDecoder()

/**
 * litesvm (an SVM in this process) with what a JSON-RPC node adds: a slot clock that follows the
 * wall clock (one slot per SLOT_MS, a new blockhash each slot, a blockhash valid for
 * MAX_BLOCKHASH_AGE slots: litesvm's own check, which accepts only the latest hash, is off and
 * this one stands in for it), the landed transactions with their balances before and after, and
 * the signatures of each address (litesvm indexes none). Block height equals slot: no slot is
 * skipped.
 */
export class DevSvm {
  readonly svm: LiteSVM
  private readonly now: () => number
  private readonly startedAt: number
  private currentSlot = 0
  /** Recent blockhashes by the slot that made them, oldest first. */
  private readonly blockhashes = new Map<string, number>()
  private readonly records = new Map<string, TransactionRecord>()
  private readonly history = new Map<string, string[]>()

  constructor({ now = Date.now }: DevSvmOptions = {}) {
    this.now = now
    this.startedAt = now()
    this.svm = new LiteSVM().withBlockhashCheck(false)
    this.setClock()
    this.blockhashes.set(this.svm.latestBlockhash(), 0)
  }

  /** The current slot (moving the clock to the wall clock first). */
  slot(): number {
    this.tick()
    return this.currentSlot
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    this.tick()
    const blockhash = this.svm.latestBlockhash()
    const made = this.blockhashes.get(blockhash) ?? this.currentSlot
    return { blockhash, lastValidBlockHeight: made + MAX_BLOCKHASH_AGE }
  }

  isBlockhashValid(blockhash: string): boolean {
    this.tick()
    const made = this.blockhashes.get(blockhash)
    return made !== undefined && this.currentSlot - made <= MAX_BLOCKHASH_AGE
  }

  /** Unix seconds of a slot. */
  blockTime(slot: number): number {
    return Math.floor((this.startedAt + slot * SLOT_MS) / 1000)
  }

  /** The transaction's compiled message; throws for a v1 message, which this SVM does not take. */
  decodeMessage(transaction: Transaction): DecodedMessage {
    const message = messageDecoder.decode(transaction.messageBytes)
    if (message.version === 1) throw new Error('transaction version 1 is not supported')
    return message as DecodedMessage
  }

  /**
   * Runs a signed transaction. With preflight, a transaction that would fail is refused and
   * changes nothing; without, one that fails in a program lands (its fee paid, its error in its
   * status). A transaction that cannot land (bad or missing signature, unknown or expired
   * blockhash, already processed, fee payer without funds) is always refused.
   */
  send(
    transaction: Transaction,
    { skipPreflight = false }: { skipPreflight?: boolean } = {},
  ): TransactionRecord | TransactionFailure {
    this.tick()
    const message = this.decodeMessage(transaction)
    let signature: string
    try {
      signature = getSignatureFromTransaction(transaction)
    } catch {
      return failure('SignatureFailure')
    }
    if (!this.isBlockhashValid(message.lifetimeToken)) return failure('BlockhashNotFound')
    if (this.records.has(signature)) return failure('AlreadyProcessed')
    if (!skipPreflight) {
      const simulation = this.simulate(transaction, { sigVerify: true })
      if (simulation.err !== null) {
        const { err, logs, unitsConsumed } = simulation
        return { err, logs, unitsConsumed }
      }
    }
    const keys = message.staticAccounts
    const preBalances = keys.map((key) => this.balance(key))
    const preTokenBalances = this.tokenBalances(keys)
    let result: ReturnType<LiteSVM['sendTransaction']>
    try {
      result = this.svm.sendTransaction(transaction)
    } catch {
      // litesvm's wrapper refuses a transaction with a missing signature before the SVM sees it.
      return failure('SignatureFailure')
    }
    const err =
      result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null
    // A transaction error without details stopped it before it ran: it did not land.
    if (typeof err === 'string') {
      const meta = (result as FailedTransactionMetadata).meta()
      return { err, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() }
    }
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
    const record: TransactionRecord = {
      signature,
      slot: this.currentSlot,
      blockTime: this.blockTime(this.currentSlot),
      transaction,
      message,
      err,
      fee: LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts),
      preBalances,
      postBalances: keys.map((key) => this.balance(key)),
      preTokenBalances,
      postTokenBalances: this.tokenBalances(keys),
      logs: meta.logs(),
      computeUnitsConsumed: meta.computeUnitsConsumed(),
    }
    this.records.set(signature, record)
    for (const key of new Set(keys)) {
      let list = this.history.get(key)
      if (!list) {
        list = []
        this.history.set(key, list)
      }
      list.push(signature)
    }
    return record
  }

  /** Runs a transaction without keeping its effects. */
  simulate(
    transaction: Transaction,
    {
      sigVerify = false,
      replaceRecentBlockhash = false,
    }: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {},
  ): Simulation {
    this.tick()
    if (!replaceRecentBlockhash) {
      const message = this.decodeMessage(transaction)
      if (!this.isBlockhashValid(message.lifetimeToken)) {
        return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, returnData: null }
      }
    }
    this.svm.withSigverify(sigVerify)
    let result: ReturnType<LiteSVM['simulateTransaction']>
    try {
      result = this.svm.simulateTransaction(transaction)
    } catch {
      return { err: 'SignatureFailure', logs: [], unitsConsumed: 0n, returnData: null }
    } finally {
      this.svm.withSigverify(true)
    }
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta()
      return {
        err: transactionErrorJson(result.err()),
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        returnData: null,
      }
    }
    const meta = result.meta()
    const returned = meta.returnData()
    const data = returned.data()
    return {
      err: null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      returnData:
        data.length === 0
          ? null
          : { programId: addressOf(returned.programId()), data: new Uint8Array(data) },
    }
  }

  transaction(signature: string): TransactionRecord | undefined {
    return this.records.get(signature)
  }

  /** The signatures of the transactions that touched `address`, newest first. */
  signaturesFor(address: string): string[] {
    return [...(this.history.get(address) ?? [])].reverse()
  }

  balance(address: Address): bigint {
    return this.svm.getBalance(address) ?? 0n
  }

  /** A token account's mint, owner and balance; undefined for anything else. */
  tokenAccount(
    address: Address,
  ): { mint: Address; owner: Address; amount: UiTokenAmount; data: Uint8Array } | undefined {
    const account = this.svm.getAccount(address)
    if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS) return undefined
    if (account.data.length !== 165) return undefined
    const token = getTokenDecoder().decode(account.data)
    const decimals = this.mintDecimals(token.mint)
    if (decimals === undefined) return undefined
    return {
      mint: token.mint,
      owner: token.owner,
      amount: uiTokenAmount(token.amount, decimals),
      data: account.data,
    }
  }

  mintDecimals(mint: Address): number | undefined {
    const account = this.svm.getAccount(mint)
    if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS) return undefined
    if (account.data.length !== 82) return undefined
    return getMintDecoder().decode(account.data).decimals
  }

  private tokenBalances(keys: readonly Address[]): TokenBalanceJson[] {
    return keys.flatMap((key, accountIndex) => {
      const token = this.tokenAccount(key)
      if (!token) return []
      return [
        {
          accountIndex,
          mint: token.mint,
          owner: token.owner,
          programId: TOKEN_PROGRAM_ADDRESS,
          uiTokenAmount: token.amount,
        },
      ]
    })
  }

  /** Moves the slot to the wall clock: a new blockhash each slot, expired ones forgotten. */
  private tick(): void {
    const target = Math.floor((this.now() - this.startedAt) / SLOT_MS)
    if (target <= this.currentSlot) return
    // Only the last MAX_BLOCKHASH_AGE slots' hashes matter: a long idle skips the rest.
    let slot = Math.max(this.currentSlot, target - MAX_BLOCKHASH_AGE - 1)
    while (slot < target) {
      slot++
      this.svm.expireBlockhash()
      this.blockhashes.set(this.svm.latestBlockhash(), slot)
    }
    this.currentSlot = target
    for (const [hash, made] of this.blockhashes) {
      if (target - made <= MAX_BLOCKHASH_AGE) break
      this.blockhashes.delete(hash)
    }
    this.setClock()
  }

  private setClock(): void {
    const slot = BigInt(this.currentSlot)
    this.svm.setClock(new Clock(slot, 0n, 0n, 0n, BigInt(this.blockTime(this.currentSlot))))
  }
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

function failure(err: TransactionErrorJson): TransactionFailure {
  return { err, logs: [], unitsConsumed: 0n }
}

function addressOf(bytes: Uint8Array): string {
  return addressDecoder.decode(bytes)
}

const addressDecoder = getAddressDecoder()

export function isFailure(
  outcome: TransactionRecord | TransactionFailure,
): outcome is TransactionFailure {
  return !('signature' in outcome)
}
