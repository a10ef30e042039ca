import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The two server keys of the embedded wallet: never the same key. */
export interface WalletKeys {
  /** Encrypts auth shares (released to a signed-in, approved device). */
  authShareKey: Buffer
  /** Encrypts recovery shares (released once per new device, GET /wallet/v1/shares/recovery). */
  recoveryKey: Buffer
}

export interface WalletKeySources {
  dataDir: string
  authShareKey: Buffer | undefined
  recoveryKey: Buffer | undefined
}

/**
 * AUTH_SHARE_KEY and RECOVERY_KEY when set; each one unset is read from (or, the first time,
 * generated into) `DATA_DIR/keys/auth-share.key` or `keys/recovery.key`, base64, mode 0600.
 */
export async function loadWalletKeys(sources: WalletKeySources): Promise<WalletKeys> {
  const dir = join(sources.dataDir, 'keys')
  const authShareKey = sources.authShareKey ?? (await keyFile(dir, 'auth-share.key'))
  const recoveryKey = sources.recoveryKey ?? (await keyFile(dir, 'recovery.key'))
  if (authShareKey.equals(recoveryKey)) {
    throw new Error('The auth-share key and the recovery key must differ')
  }
  return { authShareKey, recoveryKey }
}

/**
 * The 32-byte key in `dir/name` (base64), generated there (mode 0600) the first time. Also the
 * social secret key's (auth/social/loadSocialSecretKey.ts).
 */
export async function keyFile(dir: string, name: string): Promise<Buffer> {
  const file = join(dir, name)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  try {
    // `wx`: never overwrite a key another process just wrote.
    await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`)
  return key
}
