import { createHmac, timingSafeEqual } from 'node:crypto'
import { join } from 'node:path'
import { keyFile } from '../wallet/walletKeys'

/** The file under DATA_DIR/keys that holds the sign-in HMAC key when AUTH_HASH_KEY is unset (dev). */
export const AUTH_HASH_KEY_FILE = 'auth-hash.key'

/**
 * Keyed hashes of what sign-in stores: HMAC-SHA256 under AUTH_HASH_KEY (never in the database),
 * hex, of `<label> 0x00 <part> 0x00 <part>…`. A copy of the database alone reverses none of them
 * (a 6-digit code has 10^6 candidates, but each needs the key to test).
 */
declare const deviceKeyBrand: unique symbol

/**
 * The frame's device id keyed under AUTH_HASH_KEY (`AuthHasher.device`): the only form of a
 * device id the database holds. A route keys the id it is sent once and passes this on; the type
 * keeps a plain id from reaching a table by mistake.
 */
export type DeviceKey = string & { readonly [deviceKeyBrand]: true }

export interface AuthHasher {
  /** A mailed code with its row's random salt. */
  otp(code: string, salt: string): string
  /** A mailed device-approval link's token. */
  approvalToken(token: string): string
  /** The frame's device id, as every table stores it (devices, sessions, logins, wallets…). */
  device(deviceId: string): DeviceKey
  /** The key of an address's wrong-code counter (normalised address). */
  address(email: string): string
  /** The key of a client's wrong-code counter (its address as the rate limiter counts it). */
  client(clientKey: string): string
  /** Whether two hex hashes are equal, in constant time. */
  equal(actualHex: string, expectedHex: string): boolean
}

export function createAuthHasher(key: Buffer): AuthHasher {
  if (key.length !== 32) throw new Error('the sign-in hash key must be 32 bytes')
  const mac = (label: string, ...parts: string[]) =>
    createHmac('sha256', key)
      .update([label, ...parts].join('\0'))
      .digest('hex')
  return {
    otp: (code, salt) => mac('foyer otp v1', salt, code),
    approvalToken: (token) => mac('foyer approval token v1', token),
    device: (deviceId) => mac('foyer device v1', deviceId) as DeviceKey,
    address: (email) => mac('foyer login address v1', email.trim().toLowerCase()),
    client: (clientKey) => mac('foyer login client v1', clientKey),
    equal(actualHex, expectedHex) {
      const actual = Buffer.from(actualHex, 'hex')
      const expected = Buffer.from(expectedHex, 'hex')
      return actual.length === expected.length && timingSafeEqual(actual, expected)
    },
  }
}

/**
 * The sign-in hasher of AUTH_HASH_KEY when set, else of `DATA_DIR/keys/auth-hash.key`, generated
 * the first time as the wallet keys are (production requires AUTH_HASH_KEY: productionProblems).
 */
export async function loadAuthHasher(sources: {
  dataDir: string
  authHashKey: Buffer | undefined
}): Promise<AuthHasher> {
  const key =
    sources.authHashKey ?? (await keyFile(join(sources.dataDir, 'keys'), AUTH_HASH_KEY_FILE))
  return createAuthHasher(key)
}
