import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { custodianStartLines } from './custodianBanner'
import { ConfigError, loadConfig } from './loadConfig'
import { loadProductionConfig } from './loadProductionConfig'

const key = () => randomBytes(32).toString('base64')
const token = randomBytes(32).toString('hex')

/** A complete, safe production environment (as loadProductionConfig.test.ts's). */
function safeEnv(): Record<string, string> {
  return {
    PUBLIC_API_URL: 'https://api.shop.example',
    FRAME_ORIGIN: 'https://wallet.shop.example',
    SMTP_URL: 'smtp://mailer:s3cret@mail.shop.example:587',
    AUTH_SHARE_KEY: key(),
    RECOVERY_KEY: key(),
    SOCIAL_SECRET_KEY: key(),
    AUTH_HASH_KEY: key(),
    NAMES_GATEWAY_SIGNER_KEY: `0x${randomBytes(32).toString('hex')}`,
    DATABASE_URL: 'postgres://foyer:pw@db.internal:5432/foyer',
  }
}

function problems(env: Record<string, string>): string {
  try {
    loadProductionConfig(env, '/srv/foyer')
    return ''
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
}

describe('the API’s custodian settings (custodial email recovery)', () => {
  it('is off by default, on with CUSTODIAN_URL and CUSTODIAN_TOKEN', () => {
    expect(loadConfig({}).custodian).toBeUndefined()
    expect(
      loadConfig({ CUSTODIAN_URL: 'http://127.0.0.1:8790/', CUSTODIAN_TOKEN: token }).custodian,
    ).toEqual({ url: 'http://127.0.0.1:8790', token })
  })

  it('takes both or neither, and never shows the token', () => {
    expect(() => loadConfig({ CUSTODIAN_URL: 'http://127.0.0.1:8790' })).toThrow(
      /CUSTODIAN_TOKEN: custodial email recovery needs both/,
    )
    expect(() => loadConfig({ CUSTODIAN_TOKEN: token })).toThrow(/CUSTODIAN_URL: .*needs both/)
    const bad = () => loadConfig({ CUSTODIAN_URL: 'ftp://x', CUSTODIAN_TOKEN: 'with space secret' })
    expect(bad).toThrow(/CUSTODIAN_URL="ftp:\/\/x"[\s\S]*CUSTODIAN_TOKEN="<hidden>"/)
    expect(bad).not.toThrow(/with space secret/)
  })

  it('in production: a token of at least 32 characters, https unless on a loopback host', () => {
    expect(
      problems({
        ...safeEnv(),
        CUSTODIAN_URL: 'https://custodian.internal',
        CUSTODIAN_TOKEN: token,
      }),
    ).toBe('')
    expect(
      problems({ ...safeEnv(), CUSTODIAN_URL: 'http://127.0.0.1:8790', CUSTODIAN_TOKEN: token }),
    ).toBe('')
    const refused = problems({
      ...safeEnv(),
      CUSTODIAN_URL: 'http://custodian.internal:8790',
      CUSTODIAN_TOKEN: 'short-token',
    })
    expect(refused).toMatch(/CUSTODIAN_TOKEN: too short/)
    expect(refused).toMatch(/CUSTODIAN_URL: must be https in production unless/)
    expect(refused).not.toContain('short-token')
  })

  it('prints a start line only when on', () => {
    expect(custodianStartLines({ custodian: undefined })).toEqual([])
    const [line] = custodianStartLines({ custodian: { url: 'https://c.internal', token } })
    expect(line).toMatch(/Custodial email recovery is ON: the custodian at https:\/\/c\.internal/)
    expect(line).not.toContain(token)
  })
})
