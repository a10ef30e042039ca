import {
  type Address,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
} from '@solana/kit'
import { type TransactionRecord, uiTokenAmount } from './devSvm'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const ATA_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

const base58 = getBase58Decoder()
const base64 = getBase64Decoder()
const transactionEncoder = getTransactionEncoder()

type Encoding = 'json' | 'jsonParsed' | 'base58' | 'base64'

/**
 * A landed transaction as `getTransaction` answers it: the wire bytes (`base64`, `base58`), the
 * compiled message (`json`), or with account flags and the system, SPL Token and associated
 * token account instructions parsed (`jsonParsed`, what an activity list reads).
 */
export function transactionJson(
  record: TransactionRecord,
  encoding: Encoding,
  versioned: boolean,
): Record<string, unknown> {
  const { message } = record
  const keys = message.staticAccounts
  const meta = {
    computeUnitsConsumed: record.computeUnitsConsumed,
    err: record.err,
    fee: record.fee,
    innerInstructions: [],
    ...(versioned ? { loadedAddresses: { readonly: [], writable: [] } } : {}),
    logMessages: record.logs,
    postBalances: record.postBalances,
    postTokenBalances: record.postTokenBalances,
    preBalances: record.preBalances,
    preTokenBalances: record.preTokenBalances,
    rewards: [],
    status: record.err === null ? { Ok: null } : { Err: record.err },
  }
  let transaction: unknown
  if (encoding === 'base64' || encoding === 'base58') {
    const bytes = new Uint8Array(transactionEncoder.encode(record.transaction))
    transaction = [encoding === 'base64' ? base64.decode(bytes) : base58.decode(bytes), encoding]
  } else {
    const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } =
      message.header
    const signer = (index: number) => index < numSignerAccounts
    const writable = (index: number) =>
      signer(index)
        ? index < numSignerAccounts - numReadonlySignerAccounts
        : index < keys.length - numReadonlyNonSignerAccounts
    const instructions = message.instructions.map((instruction) => {
      const programId = keys[instruction.programAddressIndex] as Address
      const accounts = instruction.accountIndices ?? []
      const data = new Uint8Array(instruction.data ?? new Uint8Array())
      if (encoding === 'json') {
        return {
          accounts,
          data: base58.decode(data),
          programIdIndex: instruction.programAddressIndex,
          stackHeight: null,
        }
      }
      const named = accounts.map((index) => keys[index] as string)
      return (
        parseInstruction(programId, named, data) ?? {
          accounts: named,
          data: base58.decode(data),
          programId,
          stackHeight: null,
        }
      )
    })
    const lookups = message.version === 'legacy' ? {} : { addressTableLookups: [] as unknown[] }
    transaction = {
      message: {
        accountKeys:
          encoding === 'json'
            ? keys
            : keys.map((pubkey, index) => ({
                pubkey,
                signer: signer(index),
                source: 'transaction',
                writable: writable(index),
              })),
        ...(encoding === 'json'
          ? {
              header: {
                numReadonlySignedAccounts: numReadonlySignerAccounts,
                numReadonlyUnsignedAccounts: numReadonlyNonSignerAccounts,
                numRequiredSignatures: numSignerAccounts,
              },
            }
          : {}),
        instructions,
        recentBlockhash: message.lifetimeToken,
        ...lookups,
      },
      signatures: Object.values(record.transaction.signatures).map((signature) =>
        base58.decode(signature ?? new Uint8Array(64)),
      ),
    }
  }
  return {
    blockTime: record.blockTime,
    meta,
    slot: record.slot,
    transaction,
    version: message.version,
  }
}

/** The instructions an activity list reads, parsed as Solana's `jsonParsed` does. */
function parseInstruction(
  programId: Address,
  accounts: string[],
  data: Uint8Array,
): Record<string, unknown> | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const u64 = (offset: number) =>
    data.length >= offset + 8 ? view.getBigUint64(offset, true) : undefined
  const parsed = (program: string, type: string, info: Record<string, unknown>) => ({
    parsed: { info, type },
    program,
    programId,
    stackHeight: null,
  })
  if (programId === SYSTEM_PROGRAM && data.length >= 4) {
    const kind = view.getUint32(0, true)
    const lamports = u64(4)
    if (kind === 2 && lamports !== undefined && data.length === 12) {
      return parsed('system', 'transfer', {
        destination: accounts[1],
        lamports,
        source: accounts[0],
      })
    }
    if (kind === 0 && lamports !== undefined && data.length === 52) {
      return parsed('system', 'createAccount', {
        lamports,
        newAccount: accounts[1],
        owner: base58.decode(data.subarray(20, 52)),
        source: accounts[0],
        space: u64(12),
      })
    }
    return undefined
  }
  if (programId === TOKEN_PROGRAM && data.length >= 1) {
    const amount = u64(1)
    if (data[0] === 3 && amount !== undefined) {
      return parsed('spl-token', 'transfer', {
        amount: amount.toString(),
        authority: accounts[2],
        destination: accounts[1],
        source: accounts[0],
      })
    }
    if (data[0] === 12 && amount !== undefined && data.length >= 10) {
      return parsed('spl-token', 'transferChecked', {
        authority: accounts[3],
        destination: accounts[2],
        mint: accounts[1],
        source: accounts[0],
        tokenAmount: uiTokenAmount(amount, data[9] as number),
      })
    }
    if (data[0] === 7 && amount !== undefined) {
      return parsed('spl-token', 'mintTo', {
        account: accounts[1],
        amount: amount.toString(),
        mint: accounts[0],
        mintAuthority: accounts[2],
      })
    }
    return undefined
  }
  if (programId === ATA_PROGRAM && (data.length === 0 || data[0] === 0 || data[0] === 1)) {
    return parsed('spl-associated-token-account', data[0] === 1 ? 'createIdempotent' : 'create', {
      account: accounts[1],
      mint: accounts[3],
      source: accounts[0],
      systemProgram: accounts[4],
      tokenProgram: accounts[5],
      wallet: accounts[2],
    })
  }
  return undefined
}
