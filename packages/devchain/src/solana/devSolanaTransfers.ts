import {
  type Address,
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { DEV_SOLANA_TOKEN } from './devSolanaToken'
import { signedTransaction } from './signedTransaction'

/**
 * Signs `instructions` with `payer` (and the signers they name) on the latest blockhash of the
 * Solana node at `rpcUrl`, sends them (preflight `confirmed`) and answers the signature once its
 * status is known; throws when the node refuses or the transaction failed. For tests and
 * benches: a real transaction through the node's JSON-RPC.
 */
export async function sendSolanaInstructions(
  rpcUrl: string,
  payer: KeyPairSigner,
  instructions: readonly Instruction[],
): Promise<string> {
  const rpc = createSolanaRpc(rpcUrl)
  const { value } = await rpc.getLatestBlockhash().send()
  const transaction = await signedTransaction(payer, instructions, {
    blockhash: value.blockhash,
    lastValidBlockHeight: Number(value.lastValidBlockHeight),
  })
  const signature = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), {
      encoding: 'base64',
      preflightCommitment: 'confirmed',
    })
    .send()
  for (let attempt = 0; attempt < 100; attempt++) {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    if (status) {
      if (status.err)
        throw new Error(
          `${signature} failed: ${JSON.stringify(status.err, (_, v) => (typeof v === 'bigint' ? Number(v) : v))}`,
        )
      return signature
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${signature} has no status after 10 s`)
}

/** Sends `lamports` of SOL from `from` to `to`. */
export function sendSol(
  rpcUrl: string,
  from: KeyPairSigner,
  to: string,
  lamports: bigint,
): Promise<string> {
  return sendSolanaInstructions(rpcUrl, from, [
    getTransferSolInstruction({ source: from, destination: address(to), amount: lamports }),
  ])
}

/** The associated token account of `owner` for `mint` (the dev FUSD by default). */
export async function associatedTokenAccount(
  owner: string,
  mint: string = DEV_SOLANA_TOKEN.mint,
): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return ata
}

/**
 * Sends `amount` (smallest units) of the dev FUSD from `from`'s associated token account to
 * `to`'s, creating it (paid by `from`) when it does not exist yet.
 */
export async function sendDevSolanaToken(
  rpcUrl: string,
  from: KeyPairSigner,
  to: string,
  amount: bigint,
): Promise<string> {
  const mint = address(DEV_SOLANA_TOKEN.mint)
  return sendSolanaInstructions(rpcUrl, from, [
    await getCreateAssociatedTokenIdempotentInstructionAsync({
      payer: from,
      owner: address(to),
      mint,
    }),
    getTransferCheckedInstruction({
      source: await associatedTokenAccount(from.address),
      mint,
      destination: await associatedTokenAccount(to),
      authority: from,
      amount,
      decimals: DEV_SOLANA_TOKEN.decimals,
    }),
  ])
}

/** The address of a new random key pair: an account that holds nothing yet. */
export async function randomSolanaAddress(): Promise<string> {
  return (await generateKeyPairSigner()).address
}

/**
 * A signed SOL transfer as base64 wire bytes (what `sendTransaction` takes with
 * `encoding: 'base64'`), on the given blockhash; sent by nobody. Benches sign many up front.
 */
export async function signedSolTransfer(
  from: KeyPairSigner,
  to: string,
  lamports: bigint,
  lifetime: { blockhash: string; lastValidBlockHeight: number },
): Promise<string> {
  const transaction = await signedTransaction(
    from,
    [getTransferSolInstruction({ source: from, destination: address(to), amount: lamports })],
    lifetime,
  )
  return getBase64EncodedWireTransaction(transaction)
}
