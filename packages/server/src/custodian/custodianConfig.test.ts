import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_DATA_DIR } from '../config/loadConfig'
import { readCustodianConfig } from './custodianConfig'

const token = 'a'.repeat(32)
const hexKey = '11'.repeat(32)

describe('readCustodianConfig', () => {
  it('in dev: defaults, a key file in DATA_DIR/custodian', () => {
    expect(
      readCustodianConfig({ FOYER_DEV_MODE: 'true', CUSTODIAN_TOKEN: token }, '/repo'),
    ).toEqual({
      key: undefined,
      token,
      host: '127.0.0.1',
      port: 8790,
      dataDir: join(DEFAULT_DATA_DIR, 'custodian'),
      devMode: true,
    })
    expect(
      readCustodianConfig(
        {
          FOYER_DEV_MODE: 'true',
          CUSTODIAN_TOKEN: token,
          DATA_DIR: 'data',
          CUSTODIAN_PORT: '18790',
        },
        '/repo',
      ),
    ).toMatchObject({ dataDir: '/repo/data/custodian', port: 18790 })
  })

  it('reads every setting; the key in hex or base64url', () => {
    const base64url = Buffer.from(hexKey, 'hex').toString('base64url')
    for (const key of [hexKey, base64url, Buffer.from(hexKey, 'hex').toString('base64')]) {
      const config = readCustodianConfig({
        CUSTODIAN_KEY: key,
        CUSTODIAN_TOKEN: token,
        CUSTODIAN_HOST: '0.0.0.0',
        CUSTODIAN_PORT: '9000',
        CUSTODIAN_DATA_DIR: '/var/lib/custodian',
      })
      expect(config).toEqual({
        key: Buffer.from(hexKey, 'hex'),
        token,
        host: '0.0.0.0',
        port: 9000,
        dataDir: '/var/lib/custodian',
        devMode: false,
      })
    }
  })

  it('in production refuses a missing key and a short token, naming every problem, no value', () => {
    const attempt = () =>
      readCustodianConfig({
        CUSTODIAN_TOKEN: 'short-secret',
        CUSTODIAN_PORT: '0',
        CUSTODIAN_HOST: 'x y',
      })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(
      /CUSTODIAN_KEY: missing[\s\S]*CUSTODIAN_TOKEN: too short[\s\S]*CUSTODIAN_HOST[\s\S]*CUSTODIAN_PORT/,
    )
    expect(attempt).not.toThrow(/short-secret/)
    expect(() => readCustodianConfig({})).toThrow(/CUSTODIAN_TOKEN: missing/)
    const badKey = () =>
      readCustodianConfig({ CUSTODIAN_KEY: 'secret-but-bad', CUSTODIAN_TOKEN: token })
    expect(badKey).toThrow(/CUSTODIAN_KEY: expected 32 random bytes/)
    expect(badKey).not.toThrow(/secret-but-bad/)
  })
})
