import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import {
  NETWORK,
  OutScript,
  p2tr,
  p2wpkh,
  RawWitness,
  Script,
  SigHash,
  Transaction,
} from '@scure/btc-signer'
import { hash160, pubECDSA, pubSchnorr, sha256 } from '@scure/btc-signer/utils.js'
import { describe, expect, it } from 'vitest'
import { type Bip322Key, signBip322 } from './signBip322'

// The official BIP-322 test vectors (https://github.com/bitcoin/bips/blob/master/bip-0322.mediawiki):
// private key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k.
const PRIVATE_KEY = Uint8Array.from(
  Buffer.from('bb051cd0dda0246f33c5a9e133ebd8e7bc02a92af6c41adc131ccd7826c5b004', 'hex'),
)
// The vectors' second proof of "": RFC 6979's first nonce (Bitcoin Core grinds for a low R).
const EMPTY =
  'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy'

function key(purpose: Bip322Key['purpose']): Bip322Key & { address: string } {
  const publicKey = purpose === 'payment' ? pubECDSA(PRIVATE_KEY, true) : pubSchnorr(PRIVATE_KEY)
  const payment =
    purpose === 'payment' ? p2wpkh(publicKey, NETWORK) : p2tr(publicKey, undefined, NETWORK)
  return {
    purpose,
    privateKey: PRIVATE_KEY,
    publicKey,
    script: payment.script,
    address: payment.address as string,
  }
}

/** BIP-322's `to_sign` of `message` for an output script, built here from the BIP's text. */
function toSign(message: string, script: Uint8Array): Transaction {
  const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))
  const hash = sha256(new Uint8Array([...tag, ...tag, ...new TextEncoder().encode(message)]))
  const toSpend = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', hash]),
  })
  const spend = new Transaction({ version: 0, allowUnknownOutputs: true })
  spend.addInput({ txid: toSpend.id, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } })
  spend.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return spend
}

describe('signBip322', () => {
  it('signs with a P2WPKH key: the official vector of "", a signature and the key (SIGHASH_ALL)', () => {
    const payment = key('payment')
    expect(payment.address).toBe('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')
    expect(Buffer.from(signBip322(payment, '')).toString('base64')).toBe(EMPTY)

    const [signature, publicKey, ...rest] = RawWitness.decode(signBip322(payment, 'Hello World'))
    expect(rest).toEqual([])
    expect(publicKey).toEqual(payment.publicKey)
    expect(signature?.at(-1)).toBe(SigHash.ALL)
    const der = secp256k1.Signature.fromDER((signature as Uint8Array).subarray(0, -1))
    const scriptCode = OutScript.encode({ type: 'pkh', hash: hash160(payment.publicKey) })
    const sighash = (message: string) =>
      toSign(message, payment.script).preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
    expect(secp256k1.verify(der, sighash('Hello World'), payment.publicKey)).toBe(true)
    expect(secp256k1.verify(der, sighash('Hello'), payment.publicKey)).toBe(false)
  })

  it('signs with a P2TR key path: one Schnorr signature (SIGHASH_DEFAULT) of the message', () => {
    const ordinals = key('ordinals')
    expect(ordinals.address).toBe('bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3')
    const [signature, ...rest] = RawWitness.decode(signBip322(ordinals, 'Hello World'))
    expect(rest).toEqual([])
    expect(signature).toHaveLength(64)
    const outputKey = ordinals.script.subarray(2)
    const sighash = (message: string) =>
      toSign(message, ordinals.script).preimageWitnessV1(0, [ordinals.script], SigHash.DEFAULT, [
        0n,
      ])
    expect(schnorr.verify(signature as Uint8Array, sighash('Hello World'), outputKey)).toBe(true)
    expect(schnorr.verify(signature as Uint8Array, sighash('Hello'), outputKey)).toBe(false)
  })
})
