import { Address, NETWORK, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer'

/** What the sample spends and pays (sats): a made-up 10,000-sat output, 1,000 left as the fee. */
export const SAMPLE_INPUT_SATS = 10_000n
export const SAMPLE_OUTPUT_SATS = 9_000n

/**
 * A small valid PSBT (BIP-174, base64) for `address` to sign: one input spending a made-up output
 * of that address (its witness UTXO given, as a wallet needs to sign a segwit input) back to the
 * same address. For trying signing only: the output it spends does not exist, so the signed
 * transaction cannot be broadcast. `txid` (32 bytes) names the made-up output; random by default.
 */
export function samplePsbt(address: string, txid?: Uint8Array): string {
  const network = /^(bc1|[13])/i.test(address) ? NETWORK : TEST_NETWORK
  const script = OutScript.encode(Address(network).decode(address))
  const transaction = new Transaction()
  transaction.addInput({
    txid: txid ?? crypto.getRandomValues(new Uint8Array(32)),
    index: 0,
    witnessUtxo: { script, amount: SAMPLE_INPUT_SATS },
  })
  transaction.addOutput({ script, amount: SAMPLE_OUTPUT_SATS })
  return toBase64(transaction.toPSBT())
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
