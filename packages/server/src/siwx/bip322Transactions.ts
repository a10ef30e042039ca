import { sha256 } from '@noble/hashes/sha2'
import { Script, Transaction } from '@scure/btc-signer'

const TAG = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/** BIP-322's message hash: the tagged hash `BIP0322-signed-message` of the message's bytes. */
export function bip322MessageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  const data = new Uint8Array(TAG.length * 2 + bytes.length)
  data.set(TAG, 0)
  data.set(TAG, TAG.length)
  data.set(bytes, TAG.length * 2)
  return sha256(data)
}

/**
 * BIP-322's virtual `to_sign` transaction for `message` and the address's output script: it
 * spends output 0 of `to_spend` (version 0, one input of the null outpoint whose scriptSig is
 * `OP_0 <message hash>`, one output of 0 to `outputScript`) into one `OP_RETURN` output. The
 * signature of a "simple" proof is the witness of its input 0.
 */
export function bip322ToSign(message: string, outputScript: Uint8Array): Transaction {
  const toSpend = new Transaction({ version: 0, allowUnknownOutputs: true })
  // The output first: a transaction with a finalized input refuses new outputs.
  toSpend.addOutput({ script: outputScript, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: outputScript, amount: 0n },
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return toSign
}
