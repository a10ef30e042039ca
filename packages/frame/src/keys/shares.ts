import { FoyerError } from '@foyer/protocol'
import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, type Hex, hexToBytes, isHex } from 'viem'

/** The three shares of a 2-of-3 split: any two rebuild the key, one alone reveals nothing. */
export type KeyShares = {
  deviceShare: Hex
  authShare: Hex
  recoveryShare: Hex
}

const KEY_BYTES = 32

/** Splits a private key 2-of-3 (Shamir, `shamir-secret-sharing`); shares are 0x-hex strings. */
export async function splitKey(key: Hex): Promise<KeyShares> {
  const secret = toKeyBytes(key)
  const [deviceShare, authShare, recoveryShare] = await split(secret, 3, 2)
  if (!deviceShare || !authShare || !recoveryShare) throw new FoyerError('KEY_SPLIT_FAILED')
  return {
    deviceShare: bytesToHex(deviceShare),
    authShare: bytesToHex(authShare),
    recoveryShare: bytesToHex(recoveryShare),
  }
}

/** Rebuilds the private key from two different shares of the same split. */
export async function combineShares(a: string, b: string): Promise<Hex> {
  const first = toShareBytes(a)
  const second = toShareBytes(b)
  if (a.toLowerCase() === b.toLowerCase()) throw new FoyerError('SHARES_MISMATCH')
  const secret = await combine([first, second])
  if (secret.length !== KEY_BYTES) throw new FoyerError('SHARES_MISMATCH')
  return bytesToHex(secret)
}

function toKeyBytes(key: string): Uint8Array {
  if (!isHex(key, { strict: true }) || key.length !== 2 + KEY_BYTES * 2) {
    throw new FoyerError('INVALID_PRIVATE_KEY')
  }
  return hexToBytes(key)
}

function toShareBytes(share: string): Uint8Array {
  // A share is the 32 secret bytes plus its one-byte x coordinate.
  if (!isHex(share, { strict: true }) || share.length !== 2 + (KEY_BYTES + 1) * 2) {
    throw new FoyerError('INVALID_KEY_SHARE')
  }
  return hexToBytes(share)
}
