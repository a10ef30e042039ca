import { randomBytes } from 'node:crypto'
import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../test/tempDir'
import { loadWalletKeys } from './walletKeys'

describe('loadWalletKeys', () => {
  it('generates two different keys once into DATA_DIR/keys (0600) and reuses them', async () => {
    const dataDir = await tempDir('foyer-keys')
    const first = await loadWalletKeys({ dataDir, authShareKey: undefined, recoveryKey: undefined })
    expect(first.authShareKey).toHaveLength(32)
    expect(first.recoveryKey).toHaveLength(32)
    expect(first.authShareKey.equals(first.recoveryKey)).toBe(false)
    for (const name of ['auth-share.key', 'recovery.key']) {
      expect((await stat(join(dataDir, 'keys', name))).mode & 0o777).toBe(0o600)
    }
    const second = await loadWalletKeys({
      dataDir,
      authShareKey: undefined,
      recoveryKey: undefined,
    })
    expect(second.authShareKey.equals(first.authShareKey)).toBe(true)
    expect(second.recoveryKey.equals(first.recoveryKey)).toBe(true)
    expect((await readFile(join(dataDir, 'keys', 'auth-share.key'), 'utf8')).trim()).toBe(
      first.authShareKey.toString('base64'),
    )
  })

  it('prefers the keys from the environment', async () => {
    const dataDir = await tempDir('foyer-keys')
    const authShareKey = randomBytes(32)
    const keys = await loadWalletKeys({ dataDir, authShareKey, recoveryKey: undefined })
    expect(keys.authShareKey.equals(authShareKey)).toBe(true)
    expect(keys.recoveryKey.equals(authShareKey)).toBe(false)
  })

  it('refuses the same key twice and a damaged key file', async () => {
    const dataDir = await tempDir('foyer-keys')
    const key = randomBytes(32)
    await expect(
      loadWalletKeys({ dataDir, authShareKey: key, recoveryKey: Buffer.from(key) }),
    ).rejects.toThrow('must differ')
    await loadWalletKeys({ dataDir, authShareKey: undefined, recoveryKey: undefined })
    await writeFile(join(dataDir, 'keys', 'recovery.key'), 'short')
    await expect(
      loadWalletKeys({ dataDir, authShareKey: undefined, recoveryKey: undefined }),
    ).rejects.toThrow('does not hold a 32-byte base64 key')
  })
})
