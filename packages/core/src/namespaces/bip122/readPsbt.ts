import { FoyerError } from '@foyer/protocol'
import { Address, NETWORK, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import { base64 } from './base64'

/**
 * The PSBT in `psbtBase64` (BIP-174, base64 as wallets and sats-connect pass it), read with
 * @scure/btc-signer (this file is loaded with the first PSBT signed). Text that is not base64 or not a PSBT is FoyerError `INVALID_METHOD_PARAMS`
 * saying so, before anything reaches the wallet.
 */
export function readPsbt(psbtBase64: unknown): { bytes: Uint8Array; transaction: Transaction } {
  const bytes = typeof psbtBase64 === 'string' ? base64.decode(psbtBase64.trim()) : undefined
  if (!bytes || bytes.length === 0)
    throw new FoyerError('INVALID_METHOD_PARAMS', { details: 'the PSBT is not base64' })
  try {
    return { bytes, transaction: Transaction.fromPSBT(bytes, { allowUnknownOutputs: true }) }
  } catch (error) {
    throw new FoyerError('INVALID_METHOD_PARAMS', {
      details: `the PSBT could not be read (${(error as Error).message})`,
      cause: error,
    })
  }
}

/** The inputs of `transaction` that spend `owner`'s address (by their witness UTXO's script). */
export function spending(transaction: Transaction, owner: Pick<WalletAccount, 'address'>) {
  const script = outputScript(owner.address)
  if (!script) return []
  const indexes: number[] = []
  for (let index = 0; index < transaction.inputsLength; index++) {
    const utxo = transaction.getInput(index).witnessUtxo
    if (utxo && bytesEqual(utxo.script, script)) indexes.push(index)
  }
  return indexes
}

function outputScript(address: string): Uint8Array | undefined {
  for (const net of [NETWORK, TEST_NETWORK]) {
    try {
      return OutScript.encode(Address(net).decode(address))
    } catch {}
  }
  return undefined
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
