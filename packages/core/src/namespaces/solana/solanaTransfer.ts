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
import { solanaRpc } from './solanaRpc'
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
/** A token account's size (the Token program's `Account`): what its rent is counted on. */
const TOKEN_ACCOUNT_SIZE = 165

type AccountInfo = { owner: string; data: [string, string]; lamports: number } | null

/**
 * Builds the transaction of a transfer from `from` on `network`, on the node's latest blockhash:
 * SOL by the System program's transfer; a token by the Token program's (or Token-2022's)
 * `transferChecked` between the two associated token accounts, the receiver's created first
 * (idempotently, paid by the sender) when it is missing. The mint's program and decimals come
 * from the chain. A receiver or mint that is not a Solana address, or a mint that is no token,
 * is `INVALID_RECEIVER` / `INVALID_METHOD_PARAMS`: nothing is built.
 */
export async function buildSolanaTransfer(
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
  return { transaction, fee: fee === null ? null : BigInt(fee), rent }
}

/** SOL's decimals: a lamport is 10⁻⁹ SOL. */
const SOL_DECIMALS = 9

/**
 * SOL sent to an address with no account yet creates it: the node refuses an amount below the
 * rent-exempt minimum of an empty account (`getMinimumBalanceForRentExemption(0)`). Such a send
 * is `AMOUNT_BELOW_RENT_MINIMUM` (with that minimum in SOL) before anything is built.
 */
async function assertOpensAccount(network: Network, request: SolanaTransferRequest) {
  if (await accountInfo(network, request.to)) return
  const minimum = BigInt(
    await solanaRpc<number>(network, 'getMinimumBalanceForRentExemption', [
      0,
      { commitment: COMMITMENT },
    ]),
  )
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
