import { createHash, type KeyObject, randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { CustodianKey } from '@foyer/protocol'
import { rawPublicKey, x25519PrivateKey } from './custodianCrypto'

/** The custodian's key pair and its public description (`GET /v1/key`). */
export interface LoadedCustodianKey {
  privateKey: KeyObject
  /** `{keyId, publicKey}`: what the API hands the frame. */
  publicKey: CustodianKey
}

/** The key file of a dev custodian, in its own directory (never the API's `keys/`). */
export const CUSTODIAN_KEY_FILE = 'custodian.key'

/** base64url of the first 16 bytes of SHA-256 of the raw public key. */
export function custodianKeyId(publicKey: string): string {
  return createHash('sha256')
    .update(Buffer.from(publicKey, 'base64url'))
    .digest()
    .subarray(0, 16)
    .toString('base64url')
}

/** The key pair of 32 private bytes. */
export function custodianKeyOf(raw: Buffer): LoadedCustodianKey {
  const privateKey = x25519PrivateKey(raw)
  const publicKey = rawPublicKey(privateKey)
  return { privateKey, publicKey: { keyId: custodianKeyId(publicKey), publicKey } }
}

/**
 * CUSTODIAN_KEY when set; else (dev only: production refuses to start without it) the key in
 * `dataDir/custodian.key` (base64url, mode 0600), generated there the first time.
 */
export async function loadCustodianKey(source: {
  key: Buffer | undefined
  dataDir: string
}): Promise<LoadedCustodianKey> {
  if (source.key) return custodianKeyOf(source.key)
  await mkdir(source.dataDir, { recursive: true, mode: 0o700 })
  const file = join(source.dataDir, CUSTODIAN_KEY_FILE)
  try {
    // `wx`: never overwrite a key another process just wrote.
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const raw = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url')
  if (raw.length !== 32) throw new Error(`${file} does not hold a 32-byte base64url key`)
  return custodianKeyOf(raw)
}
