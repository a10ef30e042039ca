import type { BitcoinAddress } from '@foyer/protocol'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { OutScript, RawWitness, SigHash } from '@scure/btc-signer'
import { bip322ToSign } from './bip322Transactions'
import { bytesEqual } from './bytesEqual'
import { hash160 } from './hash160'

/** Why a signature is not a BIP-322 simple proof in a form we read (a 400, not a wrong signer). */
export class Bip322FormError extends Error {
  override name = 'Bip322FormError'
}

/**
 * Checks a BIP-322 "simple" signature (`witness`: the serialized witness stack of `to_sign`'s
 * input) of `message` by `address`: P2WPKH (`[DER signature + SIGHASH_ALL, 33-byte key]`, the key
 * hashing to the address, BIP-143 sighash) and P2TR key path (`[64-byte schnorr signature]` with
 * SIGHASH_DEFAULT, or 65 bytes ending in SIGHASH_ALL, BIP-341 sighash, against the output key).
 * `false` when the proof is well formed but not by this address; Bip322FormError when it is not a
 * proof for this kind of address at all.
 */
export function verifyBip322Signature(
  address: BitcoinAddress,
  message: string,
  witness: Uint8Array,
): boolean {
  let stack: Uint8Array[]
  try {
    stack = RawWitness.decode(witness)
  } catch {
    throw new Bip322FormError('The signature is not a BIP-322 witness')
  }
  if (address.type === 'p2wpkh') {
    const script = OutScript.encode({ type: 'wpkh', hash: address.program })
    const [signature, publicKey] = stack
    if (stack.length !== 2 || !signature || !publicKey || publicKey.length !== 33) {
      throw new Bip322FormError('A P2WPKH proof is a signature and a compressed public key')
    }
    if (signature.at(-1) !== SigHash.ALL) {
      throw new Bip322FormError('A P2WPKH proof signs with SIGHASH_ALL')
    }
    if (!bytesEqual(hash160(publicKey), address.program)) return false
    const scriptCode = OutScript.encode({ type: 'pkh', hash: address.program })
    const sighash = bip322ToSign(message, script).preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
    try {
      const der = secp256k1.Signature.fromDER(signature.subarray(0, -1))
      return secp256k1.verify(der, sighash, publicKey, { lowS: false })
    } catch {
      throw new Bip322FormError('The P2WPKH proof’s signature is not DER')
    }
  }
  if (address.type === 'p2tr') {
    const script = OutScript.encode({ type: 'tr', pubkey: address.program })
    const [signature] = stack
    if (stack.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65)) {
      throw new Bip322FormError('A P2TR proof is one schnorr signature (key path)')
    }
    const hashType = signature.length === 65 ? (signature[64] as number) : SigHash.DEFAULT
    if (signature.length === 65 && hashType !== SigHash.ALL) {
      throw new Bip322FormError('A P2TR proof signs with SIGHASH_DEFAULT or SIGHASH_ALL')
    }
    const sighash = bip322ToSign(message, script).preimageWitnessV1(0, [script], hashType, [0n])
    try {
      return schnorr.verify(signature.subarray(0, 64), sighash, address.program)
    } catch {
      return false
    }
  }
  throw new Bip322FormError(
    `A BIP-322 simple proof is for a P2WPKH or P2TR address, not ${address.type}`,
  )
}
