import {
  appendTransactionMessageInstructions,
  type Blockhash,
  createTransactionMessage,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Transaction,
  type TransactionSigner,
} from '@solana/kit'

/** A v0 transaction of `instructions`, paid by `payer`, signed by every signer they name. */
export async function signedTransaction(
  payer: TransactionSigner,
  instructions: readonly Instruction[],
  lifetime: { blockhash: string; lastValidBlockHeight: number },
): Promise<Transaction> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: lifetime.blockhash as Blockhash,
          lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight),
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return signTransactionMessageWithSigners(message)
}
