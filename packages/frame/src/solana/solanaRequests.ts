import {
  type AppEventPayload,
  FoyerError,
  isSolanaSignMethod,
  parseCaipNetworkId,
  SOLANA_REQUEST_PARAMS,
  type SolanaRequestParams,
  type SolanaRequestResult,
  type SolanaSignMethod,
} from '@foyer/protocol'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit'
import type { z } from 'zod'
import type { ApprovalRequest, SolanaTransactionView } from '../handler/approvalRequest'
import { forwardRpcRequest } from '../handler/forwardRpcRequest'
import type { FrameAccount } from '../handler/frameAccount'
import type { SolanaKey } from '../keys/solanaKey'
import { decodeSolanaInstructions } from './decodeSolanaInstructions'
import { checkPreflightCommitment } from './preflightCommitment'
import {
  isTransactionMessage,
  type ReadTransaction,
  readSolanaTransaction,
} from './readSolanaTransaction'
import { readTokenMints } from './readTokenMints'

export type SolanaRequestsDeps = {
  account: Pick<FrameAccount, 'require' | 'wallet'>
  /** Asks the visitor (rpcRequests.ts): throws USER_REJECTED, or REQUEST_ABORTED after a sign-out. */
  approved(request: ApprovalRequest, owner: unknown): Promise<void>
  fetch: typeof fetch
}

const base58 = { encode: getBase58Decoder(), decode: getBase58Encoder() }

/**
 * The embedded wallet's Solana requests (RPC_REQUEST with `chainNamespace: 'solana'`): each is read
 * and checked in full, shown on the approval card (the message, or each transaction's decoded
 * instructions, the network and the preflight commitment), and signed with the wallet's Solana
 * key only after the visitor approved; signAndSend then sends through the request's RPC URL.
 * Bad input is INVALID_METHOD_PARAMS (what was wrong in `details`) and nothing is signed.
 */
export function createSolanaRequests(deps: SolanaRequestsDeps) {
  return async function solanaRequest(payload: AppEventPayload<'RPC_REQUEST'>): Promise<unknown> {
    const { method } = payload
    if (!isSolanaSignMethod(method)) throw new FoyerError('REQUEST_NOT_ALLOWED')
    const chainId = solanaChain(payload.chainId)
    const params = readParams(method, payload.params)
    const owner = await deps.account.require()
    const { solana } = await deps.account.wallet()
    const base = { address: solana.address, chainId }

    if (method === 'solana_signMessage') {
      const { message, pubkey } = params as SolanaRequestParams<'solana_signMessage'>
      if (pubkey !== solana.address) throw new FoyerError('WRONG_ACCOUNT')
      const bytes = new Uint8Array(base58.decode.encode(message))
      if (isTransactionMessage(bytes)) {
        // A transaction signed as a "message" would be a blind signature of that transaction.
        throw new FoyerError('INVALID_METHOD_PARAMS', {
          details: 'the message is a transaction: use solana_signTransaction',
        })
      }
      await deps.approved({ method, ...base, message: bytes }, owner)
      return {
        signature: base58.encode.decode(solana.sign(bytes)),
      } satisfies SolanaRequestResult<'solana_signMessage'>
    }

    const encoded =
      method === 'solana_signAllTransactions'
        ? (params as SolanaRequestParams<'solana_signAllTransactions'>).transactions
        : [(params as SolanaRequestParams<'solana_signTransaction'>).transaction]
    const reads = encoded.map((transaction) => readSolanaTransaction(transaction))
    for (const read of reads) checkSigner(read, solana.address)
    const options =
      method === 'solana_signAndSendTransaction'
        ? ((params as SolanaRequestParams<'solana_signAndSendTransaction'>).options ?? {})
        : {}
    const preflightCommitment = checkPreflightCommitment(options.preflightCommitment)
    if (method === 'solana_signAndSendTransaction') {
      // Sent as soon as it is signed: every other signer must have signed already.
      const read = reads[0] as ReadTransaction
      const missing = Object.entries(read.transaction.signatures).find(
        ([address, signature]) => address !== solana.address && !signature,
      )
      if (missing) {
        throw new FoyerError('INVALID_METHOD_PARAMS', {
          details: `the transaction also needs the signature of ${missing[0]}`,
        })
      }
    }
    const transactions: SolanaTransactionView[] = await Promise.all(
      reads.map(async (read) => ({
        feePayer: read.message.staticAccounts[0] as string,
        instructions: await readTokenMints(
          decodeSolanaInstructions(read),
          payload.rpcUrl,
          deps.fetch,
        ),
        otherSigners: Object.keys(read.transaction.signatures).filter(
          (address) => address !== solana.address,
        ),
      })),
    )
    await deps.approved(
      {
        method,
        ...base,
        transactions,
        ...(preflightCommitment ? { preflightCommitment } : {}),
        ...(options.skipPreflight ? { skipPreflight: true } : {}),
      },
      owner,
    )
    const signed = reads.map((read) => sign(read.transaction, solana))

    if (method === 'solana_signAllTransactions') {
      return {
        transactions: signed.map((one) => one.wire),
      } satisfies SolanaRequestResult<'solana_signAllTransactions'>
    }
    const [one] = signed as [(typeof signed)[number]]
    if (method === 'solana_signTransaction') {
      return {
        signature: one.signature,
        transaction: one.wire,
      } satisfies SolanaRequestResult<'solana_signTransaction'>
    }
    const { preflightCommitment: _asked, ...sendOptions } = options
    const sent = await forwardRpcRequest(deps.fetch, payload.rpcUrl, 'sendTransaction', [
      one.wire,
      {
        encoding: 'base64',
        ...sendOptions,
        ...(preflightCommitment ? { preflightCommitment: preflightCommitment.level } : {}),
      },
    ])
    if (typeof sent !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(sent)) {
      throw new FoyerError('RPC_BAD_ANSWER', { params: { status: 200 } })
    }
    return { signature: sent } satisfies SolanaRequestResult<'solana_signAndSendTransaction'>
  }
}

/** The request's Solana network: a CAIP-2 reference, with or without `solana:` before it. */
function solanaChain(chainId: string | number): string {
  const value = String(chainId)
  const reference = value.startsWith('solana:') ? value.slice('solana:'.length) : value
  if (!parseCaipNetworkId(`solana:${reference}`)) {
    throw new FoyerError('INVALID_METHOD_PARAMS', { details: 'chainId is not a Solana network' })
  }
  return reference
}

/** The method's params: an object (or the one object of an array), checked by its schema. */
function readParams(method: SolanaSignMethod, params: unknown): unknown {
  const value = Array.isArray(params) && params.length === 1 ? params[0] : params
  const parsed = (SOLANA_REQUEST_PARAMS[method] as z.ZodType).safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    throw new FoyerError('INVALID_METHOD_PARAMS', {
      details: `${where}${issue?.message ?? 'invalid params'}`.slice(0, 200),
    })
  }
  return parsed.data
}

/** The wallet must be one of the transaction's signers, or there is nothing for it to sign. */
function checkSigner(read: ReadTransaction, address: string) {
  if (!Object.hasOwn(read.transaction.signatures, address)) {
    throw new FoyerError('WRONG_ACCOUNT', {
      details: 'the transaction does not ask this wallet to sign',
    })
  }
}

/** The transaction with the wallet's signature in its slot, as base64 wire bytes. */
function sign(transaction: Transaction, key: SolanaKey) {
  const signature = key.sign(new Uint8Array(transaction.messageBytes)) as SignatureBytes
  const signed: Transaction = {
    ...transaction,
    signatures: { ...transaction.signatures, [key.address]: signature },
  }
  return {
    signature: base58.encode.decode(signature),
    wire: getBase64Decoder().decode(getTransactionEncoder().encode(signed)),
  }
}
