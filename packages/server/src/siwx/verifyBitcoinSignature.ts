import { parseBitcoinAddress } from '@foyer/protocol'
import { siwxError } from './siwxError'
import { Bip322FormError, verifyBip322Signature } from './verifyBip322Signature'
import {
  isBitcoinSignedMessageForm,
  verifyBitcoinSignedMessage,
} from './verifyBitcoinSignedMessage'

/**
 * Checks a Bitcoin sign-in signature by `address`: a BIP-322 simple proof (P2WPKH, P2TR), or a
 * legacy BIP-137 "Bitcoin Signed Message" signature (P2PKH, P2WPKH, P2SH-P2WPKH) for wallets
 * that still sign that way. A signature that is neither for this kind of address (a P2WSH
 * address, a witness out of form) is a 400 INVALID_PARAMS; another signer a 401
 * INVALID_SIGNATURE.
 */
export function verifyBitcoinSignature({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: Uint8Array
}): void {
  const parsed = parseBitcoinAddress(address)
  if (!parsed) throw siwxError(400, 'INVALID_PARAMS', `${address} is not a Bitcoin address`)
  let valid: boolean
  if (isBitcoinSignedMessageForm(signature)) {
    valid = verifyBitcoinSignedMessage(parsed, message, signature)
  } else if (parsed.type === 'p2pkh' || parsed.type === 'p2sh') {
    throw siwxError(
      400,
      'INVALID_PARAMS',
      `A ${parsed.type.toUpperCase()} address signs with a 65-byte "Bitcoin Signed Message" signature`,
    )
  } else {
    try {
      valid = verifyBip322Signature(parsed, message, signature)
    } catch (error) {
      if (error instanceof Bip322FormError) throw siwxError(400, 'INVALID_PARAMS', error.message)
      throw error
    }
  }
  if (!valid) {
    throw siwxError(401, 'INVALID_SIGNATURE', 'The sign-in message was not signed by its account')
  }
}
