import { FoyerError } from '@foyer/protocol'
import { Transaction } from '@scure/btc-signer'
import { base64 } from './base64'

/**
 * The PSBT in `psbtBase64` (BIP-174, base64 as wallets and sats-connect pass it), read with
 * @scure/btc-signer. Text that is not base64 or not a PSBT is FoyerError `INVALID_METHOD_PARAMS`
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
