import { Transaction } from '@scure/btc-signer'
import type { BitcoinTestKey } from './bitcoinTestKeys'

/** What to sign in a PSBT: the inputs at `indexes`, each with `key`. */
export interface PsbtSigning {
  key: BitcoinTestKey
  indexes: readonly number[]
}

/**
 * Signs a PSBT's inputs as a wallet's `signPsbt` does (@scure/btc-signer): the listed inputs with
 * their key (taproot inputs of the ordinals key get its internal key), not finalized, and returns
 * the PSBT. A PSBT that cannot be read, an input that is not there or not the key's, is an Error
 * saying which, and nothing is signed.
 */
export function signPsbt(psbt: Uint8Array, signings: readonly PsbtSigning[]): Uint8Array {
  let transaction: Transaction
  try {
    transaction = Transaction.fromPSBT(psbt, { allowUnknownOutputs: true })
  } catch (error) {
    throw new Error(`The PSBT could not be read: ${(error as Error).message}`)
  }
  for (const { key, indexes } of signings) {
    for (const index of indexes) {
      if (!Number.isInteger(index) || index < 0 || index >= transaction.inputsLength) {
        throw new Error(`The PSBT has no input ${index}`)
      }
      if (key.purpose === 'ordinals' && !transaction.getInput(index).tapInternalKey) {
        transaction.updateInput(index, { tapInternalKey: key.publicKey })
      }
      let signed: boolean
      try {
        signed = transaction.signIdx(key.privateKey, index)
      } catch (error) {
        throw new Error(
          `Input ${index} cannot be signed by ${key.address}: ${(error as Error).message}`,
        )
      }
      if (!signed) throw new Error(`Input ${index} cannot be signed by ${key.address}`)
    }
  }
  return transaction.toPSBT()
}
