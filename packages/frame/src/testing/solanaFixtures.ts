import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  AccountState,
  getMintEncoder,
  getTokenEncoder,
  getTransferCheckedInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { LiteSVM } from 'litesvm'

/** A blockhash for transactions that are only signed, never sent. */
export const SOME_BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k' as Blockhash

/** An unsigned wire transaction (base64) of `instructions`, paid by `feePayer`. */
export function wireTransaction(
  feePayer: string,
  instructions: Instruction[],
  blockhash: Blockhash = SOME_BLOCKHASH,
): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight: 10_000n }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

/** A System transfer of `amount` lamports from `from` (signing) to `to`. */
export function solTransfer(from: string, to: string, amount: bigint): Instruction {
  return getTransferSolInstruction({
    source: createNoopSigner(address(from)),
    destination: address(to),
    amount: lamports(amount),
  })
}

/** An SPL token transfer (checked: with mint and decimals; else plain) from `owner`'s account. */
export function tokenTransfer(input: {
  owner: string
  source: Address
  destination: Address
  amount: bigint
  checked?: { mint: Address; decimals: number }
}): Instruction {
  const authority = createNoopSigner(address(input.owner))
  return input.checked
    ? getTransferCheckedInstruction({
        source: input.source,
        mint: input.checked.mint,
        destination: input.destination,
        authority,
        amount: input.amount,
        decimals: input.checked.decimals,
      })
    : getTransferInstruction({
        source: input.source,
        destination: input.destination,
        authority,
        amount: input.amount,
      })
}

/**
 * An SPL test token on the SVM: its mint (6 decimals) and one token account per owner with
 * `balance` each, written straight into the SVM's accounts.
 */
export async function createTestToken(svm: LiteSVM, owners: string[], balance: bigint) {
  const mint = (await generateKeyPairSigner()).address
  const decimals = 6
  const write = (at: Address, data: Uint8Array) =>
    svm.setAccount({
      address: at,
      data,
      executable: false,
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      space: BigInt(data.length),
    })
  write(
    mint,
    new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: null,
        supply: balance * BigInt(owners.length),
        decimals,
        isInitialized: true,
        freezeAuthority: null,
      }),
    ),
  )
  const accounts: Address[] = []
  for (const owner of owners) {
    const account = (await generateKeyPairSigner()).address
    write(
      account,
      new Uint8Array(
        getTokenEncoder().encode({
          mint,
          owner: address(owner),
          amount: balance,
          delegate: null,
          state: AccountState.Initialized,
          isNative: null,
          delegatedAmount: 0n,
          closeAuthority: null,
        }),
      ),
    )
    accounts.push(account)
  }
  return { mint, decimals, accounts }
}
