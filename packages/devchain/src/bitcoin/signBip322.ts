import { RawWitness, Script, SigHash, Transaction } from '@scure/btc-signer'
import { sha256 } from '@scure/btc-signer/utils.js'

/** A test wallet's key, as BIP-322 signs with it: P2WPKH for payment, P2TR (key path) for ordinals. */
export interface Bip322Key {
  purpose: 'payment' | 'ordinals'
  privateKey: Uint8Array
  /** 33-byte compressed key (payment) or 32-byte x-only internal key (ordinals). */
  publicKey: Uint8Array
  /** The address's output script. */
  script: Uint8Array
}

const TAG = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/**
 * A BIP-322 "simple" signature of `message` by `key`, as the Bitcoin test wallets give it (core's
 * and e2e's): builds `to_spend` (the message's tagged hash in its scriptSig, one output to the
 * key's address) and `to_sign` (spending it into OP_RETURN), signs `to_sign`'s input (P2WPKH
 * SIGHASH_ALL, P2TR key path SIGHASH_DEFAULT) and returns the serialized witness: the bytes
 * wallets hand out base64-encoded.
 */
export function signBip322(key: Bip322Key, message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  const messageHash = sha256(new Uint8Array([...TAG, ...TAG, ...bytes]))
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
    ...(key.purpose === 'ordinals' ? { tapInternalKey: key.publicKey } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(key.privateKey, 0, [key.purpose === 'ordinals' ? SigHash.DEFAULT : SigHash.ALL])
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('The BIP-322 proof has no witness')
  return RawWitness.encode(witness)
}
