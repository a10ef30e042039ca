import { createHash, randomBytes } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../test/tempDir'
import {
  CUSTODIAN_KEY_FILE,
  custodianKeyId,
  custodianKeyOf,
  loadCustodianKey,
} from './custodianKey'

describe('the custodian key', () => {
  it('has the id of its public key: the first 16 bytes of its SHA-256, base64url', () => {
    const key = custodianKeyOf(randomBytes(32))
    const expected = createHash('sha256')
      .update(Buffer.from(key.publicKey.publicKey, 'base64url'))
      .digest()
      .subarray(0, 16)
      .toString('base64url')
    expect(key.publicKey.keyId).toBe(expected)
    expect(key.publicKey.keyId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(key.publicKey.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(custodianKeyId(key.publicKey.publicKey)).toBe(expected)
  })

  it('uses CUSTODIAN_KEY when given, and writes no file', async () => {
    const dir = await tempDir('foyer-custodian-key')
    const raw = randomBytes(32)
    const key = await loadCustodianKey({ key: raw, dataDir: join(dir, 'custodian') })
    expect(key.publicKey).toEqual(custodianKeyOf(raw).publicKey)
    await expect(stat(join(dir, 'custodian'))).rejects.toThrow()
  })

  it('generates its own key file once (mode 0600), then reads it again', async () => {
    const dir = join(await tempDir('foyer-custodian-key'), 'custodian')
    const first = await loadCustodianKey({ key: undefined, dataDir: dir })
    const again = await loadCustodianKey({ key: undefined, dataDir: dir })
    expect(again.publicKey).toEqual(first.publicKey)
    const file = join(dir, CUSTODIAN_KEY_FILE)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url')).toHaveLength(32)
  })
})
