import type { Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'

/** A fresh secp256k1 private key, generated inside the frame (never in the page). */
export function createWalletKey(): Hex {
  return generatePrivateKey()
}
