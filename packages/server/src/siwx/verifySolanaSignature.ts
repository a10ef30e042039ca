import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { siwxError } from './siwxError'

/**
 * Checks a Solana sign-in signature: 64 ed25519 bytes over the message's UTF-8 bytes (what a
 * Wallet Standard `solana:signMessage` signs), by the key the base58 address is. A signature of
 * another length is a 400 INVALID_PARAMS; another signer a 401 INVALID_SIGNATURE.
 */
export function verifySolanaSignature({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: Uint8Array
}): void {
  if (signature.length !== 64) {
    throw siwxError(
      400,
      'INVALID_PARAMS',
      `A Solana signature is 64 bytes (ed25519), this one is ${signature.length}`,
    )
  }
  let valid = false
  try {
    valid = ed25519.verify(signature, new TextEncoder().encode(message), base58.decode(address))
  } catch {
    valid = false
  }
  if (!valid) {
    throw siwxError(401, 'INVALID_SIGNATURE', 'The sign-in message was not signed by its account')
  }
}
