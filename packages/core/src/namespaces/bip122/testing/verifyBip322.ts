import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import {
  Address,
  NETWORK,
  OutScript,
  RawWitness,
  Script,
  SigHash,
  TEST_NETWORK,
  Transaction,
} from '@scure/btc-signer'
import { hash160, sha256 } from '@scure/btc-signer/utils.js'

const TAG = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/** BIP-322's virtual `to_sign` for `message` and an output script (after the server's `bip322Transactions.ts`). */
function toSign(message: string, script: Uint8Array): Transaction {
  const bytes = new TextEncoder().encode(message)
  const toSpend = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', sha256(new Uint8Array([...TAG, ...TAG, ...bytes]))]),
  })
  const spend = new Transaction({ version: 0, allowUnknownOutputs: true })
  spend.addInput({ txid: toSpend.id, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } })
  spend.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return spend
}

/**
 * Checks a BIP-322 "simple" signature (base64 of the witness) of `message` by a P2WPKH or P2TR
 * `address`, independently of the signer (the server's `siwx/verifyBip322Signature.ts`, kept
 * here so core's tests stay within core). For tests only.
 */
export function verifyBip322(address: string, message: string, signatureBase64: string): boolean {
  const decoded = (() => {
    try {
      return Address(address.startsWith('bc1') ? NETWORK : TEST_NETWORK).decode(address)
    } catch {
      return undefined
    }
  })()
  if (!decoded) return false
  const script = OutScript.encode(decoded)
  const stack = RawWitness.decode(Uint8Array.from(atob(signatureBase64), (c) => c.charCodeAt(0)))
  if (decoded.type === 'wpkh') {
    const [signature, publicKey] = stack
    if (stack.length !== 2 || !signature || !publicKey) return false
    if (hash160(publicKey).some((byte, i) => byte !== decoded.hash[i])) return false
    const scriptCode = OutScript.encode({ type: 'pkh', hash: decoded.hash })
    const sighash = toSign(message, script).preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
    const der = secp256k1.Signature.fromDER(signature.subarray(0, -1))
    return secp256k1.verify(der, sighash, publicKey, { lowS: false })
  }
  if (decoded.type === 'tr') {
    const [signature] = stack
    if (stack.length !== 1 || !signature) return false
    const hashType = signature.length === 65 ? (signature[64] as number) : SigHash.DEFAULT
    const sighash = toSign(message, script).preimageWitnessV1(0, [script], hashType, [0n])
    return schnorr.verify(signature.subarray(0, 64), sighash, decoded.pubkey)
  }
  return false
}
