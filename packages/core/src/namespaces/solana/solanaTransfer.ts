import { FoyerError, isSolanaAddress } from '@foyer/protocol'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { formatUnits } from 'viem'
import type { Network } from '../../networks/network'
import { base58 } from './base58'
import { toStandardChain } from './solanaChains'
import { solanaBalance, solanaRpc } from './solanaRpc'
import {
  associatedTokenAddress,
  compileSolanaTransaction,
  createAssociatedTokenIdempotent,
  type SolanaInstruction,
  systemTransfer,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  tokenTransferChecked,
} from './solanaTransferMessage'

/** What to send: `amount` (smallest units) of SOL, or of the SPL token whose mint is `token`. */
export type SolanaTransferRequest = {
  /** The receiver's address (base58, 32 bytes): a wallet, never a token account. */
  to: string
  amount: bigint
  /** The SPL token's mint; none for SOL. */
  token?: string
}

/** A transfer ready for the wallet: its unsigned wire bytes and what the sender pays. */
export type SolanaTransfer = {
  /** The unsigned legacy transaction, the sender its fee payer and only signer. */
  transaction: Uint8Array
  /** The network fee (`getFeeForMessage`), in lamports; null when the node could not price it. */
  fee: bigint | null
  /**
   * Lamports the sender also puts into a new account: the receiver's token account when it does
   * not exist yet (its rent-exempt minimum). 0 otherwise.
   */
  rent: bigint
}

/** The commitment the kit waits for: a supermajority voted (what wallets show as confirmed). */
const COMMITMENT = 'confirmed'
/** SOL's decimals: a lamport is 10⁻⁹ SOL. */
const SOL_DECIMALS = 9
/** A token account's size (the Token program's `Account`): what its rent is counted on. */
const TOKEN_ACCOUNT_SIZE = 165

type AccountInfo = { owner: string; data: [string, string]; lamports: number } | null

/**
 * Builds the transaction of a transfer from `from` on `network`, on the node's latest blockhash:
 * SOL by the System program's transfer; a token by the Token program's (or Token-2022's)
 * `transferChecked` between the two associated token accounts, the receiver's created first
 * (idempotently, paid by the sender) when it is missing. The mint's program and decimals come
 * from the chain. A receiver or mint that is not a Solana address, or a mint that is no token,
 * is `INVALID_RECEIVER` / `INVALID_METHOD_PARAMS`: nothing is built. So is a transfer the
 * sender's own SOL cannot carry (`solanaSenderProblem`): the wallet is never asked for a
 * transaction the chain would refuse for it.
 */
export async function buildSolanaTransfer(
  network: Network,
  from: string,
  request: SolanaTransferRequest,
): Promise<SolanaTransfer> {
  const transfer = await composeSolanaTransfer(network, from, request)
  const problem = await solanaSenderProblem(network, from, request, transfer)
  if (problem) throw problem
  return transfer
}

/**
 * The transaction of a transfer and its cost, as `buildSolanaTransfer` makes it, without asking
 * whether the sender can pay for it (the review shows the cost beside that answer).
 */
export async function composeSolanaTransfer(
  network: Network,
  from: string,
  request: SolanaTransferRequest,
): Promise<SolanaTransfer> {
  if (!isSolanaAddress(request.to)) throw new FoyerError('INVALID_RECEIVER')
  if (request.amount <= 0n) throw new FoyerError('INVALID_AMOUNT')
  const instructions: SolanaInstruction[] = []
  let rent = 0n
  if (!request.token) {
    await assertOpensAccount(network, request)
    instructions.push(systemTransfer(from, request.to, request.amount))
  } else {
    const mint = request.token
    if (!isSolanaAddress(mint))
      throw new FoyerError('INVALID_METHOD_PARAMS', { details: `Not a token mint: ${mint}` })
    const { tokenProgram, decimals } = await readMint(network, mint)
    const [source, destination] = await Promise.all([
      associatedTokenAddress(from, mint, tokenProgram),
      associatedTokenAddress(request.to, mint, tokenProgram),
    ])
    const existing = await accountInfo(network, destination)
    if (!existing) {
      instructions.push(
        createAssociatedTokenIdempotent({
          payer: from,
          account: destination,
          owner: request.to,
          mint,
          tokenProgram,
        }),
      )
      rent = BigInt(
        await solanaRpc<number>(network, 'getMinimumBalanceForRentExemption', [TOKEN_ACCOUNT_SIZE]),
      )
    }
    instructions.push(
      tokenTransferChecked({
        tokenProgram,
        source,
        mint,
        destination,
        owner: from,
        amount: request.amount,
        decimals,
      }),
    )
  }
  return { ...(await compileAndPrice(network, from, instructions)), rent }
}

/**
 * The base fee of a signature, in lamports: what a transfer (one signature, the sender's) is
 * reckoned to cost while the node cannot price its message (`getFeeForMessage` gave null).
 */
export const SOLANA_LAMPORTS_PER_SIGNATURE = 5000n

/**
 * Why the chain would refuse `transfer` for what the sender holds (`getBalance`), if it would:
 * SOL beyond the balance is `INSUFFICIENT_BALANCE`; the amount and the cost (the fee, or
 * `SOLANA_LAMPORTS_PER_SIGNATURE` when unknown, plus a new token account's rent) beyond it
 * `INSUFFICIENT_FEE_BALANCE`. The chain takes the fee first, then runs the transfer, and after
 * each the account must hold nothing (it closes) or at least the rent-exempt minimum of an empty
 * account (`getMinimumBalanceForRentExemption(0)`): it refuses a balance between ("insufficient
 * funds for rent"), `REMAINDER_BELOW_RENT_MINIMUM` with that minimum in SOL. (An account already
 * below the minimum may stay below it.)
 */
export async function solanaSenderProblem(
  network: Network,
  from: string,
  request: SolanaTransferRequest,
  transfer: Pick<SolanaTransfer, 'fee' | 'rent'>,
): Promise<FoyerError | undefined> {
  const [balance, minimum] = await Promise.all([
    solanaBalance(network, from),
    emptyAccountMinimum(network),
  ])
  const sent = request.token ? 0n : request.amount
  if (sent > balance) return new FoyerError('INSUFFICIENT_BALANCE')
  const fee = transfer.fee ?? SOLANA_LAMPORTS_PER_SIGNATURE
  if (sent + fee + transfer.rent > balance) return new FoyerError('INSUFFICIENT_FEE_BALANCE')
  const keeps = (left: bigint) => left === 0n || left >= minimum || balance < minimum
  if (keeps(balance - fee) && keeps(balance - fee - transfer.rent - sent)) return undefined
  return new FoyerError('REMAINDER_BELOW_RENT_MINIMUM', {
    params: { minimum: formatUnits(minimum, SOL_DECIMALS) },
  })
}

/**
 * The most SOL `from` can send to `to` on `network`, in lamports: all it holds less the network
 * fee (the chain lets a transfer empty the account); 0 when that is nothing, or when paying the
 * fee alone would leave the account below its rent-exempt minimum (`solanaSenderProblem`).
 * Priced on the node's latest blockhash (`SOLANA_LAMPORTS_PER_SIGNATURE` when the node cannot
 * price it).
 */
export async function maxSolanaTransfer(network: Network, from: string, to: string) {
  const [balance, minimum, { fee }] = await Promise.all([
    solanaBalance(network, from),
    emptyAccountMinimum(network),
    compileAndPrice(network, from, [systemTransfer(from, to, 1n)]),
  ])
  const all = balance - (fee ?? SOLANA_LAMPORTS_PER_SIGNATURE)
  return all > 0n && (all >= minimum || balance < minimum) ? all : 0n
}

/** The unsigned transaction of `instructions`, the sender paying, and its fee (null: unpriced). */
async function compileAndPrice(
  network: Network,
  from: string,
  instructions: SolanaInstruction[],
): Promise<{ transaction: Uint8Array; fee: bigint | null }> {
  const { value } = await solanaRpc<{ value: { blockhash: string } }>(
    network,
    'getLatestBlockhash',
    [{ commitment: COMMITMENT }],
  )
  const { transaction, message } = compileSolanaTransaction({
    feePayer: from,
    blockhash: value.blockhash,
    instructions,
  })
  const { value: fee } = await solanaRpc<{ value: number | null }>(network, 'getFeeForMessage', [
    toBase64(message),
    { commitment: COMMITMENT },
  ])
  return { transaction, fee: fee === null ? null : BigInt(fee) }
}

/** The rent-exempt minimum of an account with no data, in lamports, as the node says. */
async function emptyAccountMinimum(network: Network): Promise<bigint> {
  return BigInt(
    await solanaRpc<number>(network, 'getMinimumBalanceForRentExemption', [
      0,
      { commitment: COMMITMENT },
    ]),
  )
}

/**
 * SOL sent to an address with no account yet creates it: the node refuses an amount below the
 * rent-exempt minimum of an empty account (`getMinimumBalanceForRentExemption(0)`). Such a send
 * is `AMOUNT_BELOW_RENT_MINIMUM` (with that minimum in SOL) before anything is built.
 */
async function assertOpensAccount(network: Network, request: SolanaTransferRequest) {
  if (await accountInfo(network, request.to)) return
  const minimum = await emptyAccountMinimum(network)
  if (request.amount >= minimum) return
  throw new FoyerError('AMOUNT_BELOW_RENT_MINIMUM', {
    params: { minimum: formatUnits(minimum, SOL_DECIMALS) },
  })
}

/**
 * Has the connected wallet sign and send `transaction` on `network`: through the Wallet
 * Standard's `solana:signAndSendTransaction`, or, for a wallet without it,
 * `solana:signTransaction` and the node's `sendTransaction` (preflight `confirmed` either way).
 * Resolves with the signature (base58) once the transaction is sent; not yet confirmed.
 */
export async function sendSolanaTransaction(
  wallet: Wallet,
  account: WalletAccount,
  network: Network,
  transaction: Uint8Array,
): Promise<string> {
  const chain = toStandardChain(network.caipNetworkId) as `${string}:${string}`
  const features = wallet.features as Partial<
    SolanaSignAndSendTransactionFeature & SolanaSignTransactionFeature
  >
  const signAndSend = features[SolanaSignAndSendTransaction]
  if (signAndSend) {
    const [output] = await signAndSend.signAndSendTransaction({
      account,
      chain,
      transaction,
      options: { preflightCommitment: COMMITMENT },
    })
    if (!output) throw new FoyerError('TRANSACTION_FAILED')
    return base58(output.signature)
  }
  const sign = features[SolanaSignTransaction]
  if (!sign) throw new FoyerError('TRANSACTION_FAILED', { details: 'solana:signTransaction' })
  const [signed] = await sign.signTransaction({ account, chain, transaction })
  if (!signed) throw new FoyerError('TRANSACTION_FAILED')
  return solanaRpc<string>(network, 'sendTransaction', [
    toBase64(signed.signedTransaction),
    { encoding: 'base64', preflightCommitment: COMMITMENT },
  ])
}

/** How often the status of a sent transaction is asked for. */
const STATUS_POLL_MS = 400

/**
 * Follows a sent transaction through `getSignatureStatuses` until it is confirmed (or
 * finalized): 'confirmed', or 'failed' when it landed with an error. Rejects with
 * `RECEIPT_UNAVAILABLE` when no status came within `timeoutMs`.
 */
export async function confirmSolanaSignature(
  network: Network,
  signature: string,
  { timeoutMs, pollMs = STATUS_POLL_MS }: { timeoutMs: number; pollMs?: number },
): Promise<'confirmed' | 'failed'> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { value } = await solanaRpc<{
      value: ({ err: unknown; confirmationStatus: string | null } | null)[]
    }>(network, 'getSignatureStatuses', [[signature]])
    const [status] = value
    if (status?.err) return 'failed'
    if (status && status.confirmationStatus !== 'processed') return 'confirmed'
    if (Date.now() >= deadline) throw new FoyerError('RECEIPT_UNAVAILABLE', { details: signature })
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/** The mint's token program (Token or Token-2022) and decimals, read from its account. */
async function readMint(
  network: Network,
  mint: string,
): Promise<{ tokenProgram: string; decimals: number }> {
  const info = await accountInfo(network, mint)
  const tokenProgram = info?.owner
  if (!info || (tokenProgram !== TOKEN_PROGRAM && tokenProgram !== TOKEN_2022_PROGRAM))
    throw new FoyerError('INVALID_METHOD_PARAMS', { details: `Not a token mint: ${mint}` })
  // A mint: mint authority (4 + 32 bytes), supply (8), decimals (1) at byte 44.
  const decimals = fromBase64(info.data[0])[44]
  if (decimals === undefined)
    throw new FoyerError('INVALID_METHOD_PARAMS', { details: `Not a token mint: ${mint}` })
  return { tokenProgram, decimals }
}

function accountInfo(network: Network, address: string): Promise<AccountInfo> {
  return solanaRpc<{ value: AccountInfo }>(network, 'getAccountInfo', [
    address,
    { encoding: 'base64', commitment: COMMITMENT },
  ]).then(({ value }) => value)
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
