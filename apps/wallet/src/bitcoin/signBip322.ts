import { RawWitness, Script, Transaction } from '@scure/btc-signer'
import { sha256 } from 'viem'
import type { BitcoinKey } from './bitcoinKey'

const TAG = sha256(new TextEncoder().encode('BIP0322-signed-message'), 'bytes')

/**
 * A BIP-322 "simple" signature of `message` by a P2WPKH `key`: `to_spend` (the message's tagged
 * hash in its scriptSig, one output to the key's address), `to_sign` spending it into
 * OP_RETURN, its input signed SIGHASH_ALL; the serialized witness.
 */
export function signBip322(key: BitcoinKey, message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  const messageHash = sha256(new Uint8Array([...TAG, ...TAG, ...bytes]), 'bytes')
  const toSpend = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSpend.addOutput({ script: key.script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', messageHash]),
  })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.script, amount: 0n },
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(key.privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('The BIP-322 proof has no witness')
  return RawWitness.encode(witness)
}
