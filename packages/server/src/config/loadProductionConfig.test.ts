import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ConfigError } from './loadConfig'
import { loadProductionConfig } from './loadProductionConfig'
import { isLoopbackHost } from './productionProblems'

const key = () => randomBytes(32).toString('base64')

/** A complete, safe production environment. */
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
    REDIS_URL: 'redis://redis.internal:6379',
  }
}

/** The refusal's lines (after its heading), or [] when the config loads. */
function refusal(env: Record<string, string | undefined>): string[] {
  try {
    loadProductionConfig(env, '/srv/foyer')
    return []
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    const [heading, ...lines] = (error as Error).message.split('\n')
    expect(heading).toBe(
      'Foyer will not start in production mode; fix these settings (docs/deploy.md):',
    )
    return lines.map((line) => line.trim())
  }
}

const named = (lines: string[]) => lines.map((line) => line.split(/[:=]/)[0])

describe('loadProductionConfig', () => {
  it('refuses the same key for two jobs (several nodes share them: one copied value is easy)', () => {
    const shared = key()
    const env = {
      ...safeEnv(),
      AUTH_SHARE_KEY: shared,
      RECOVERY_KEY: shared,
      SOCIAL_SECRET_KEY: shared,
    }
    expect(refusal(env)).toEqual([
      'SOCIAL_SECRET_KEY: must differ from AUTH_SHARE_KEY: generate each key on its own',
      'SOCIAL_SECRET_KEY: must differ from RECOVERY_KEY: generate each key on its own',
      'AUTH_SHARE_KEY and RECOVERY_KEY must be two different keys',
    ])
  })

  it('loads a complete https configuration, never in dev mode', () => {
    const config = loadProductionConfig(safeEnv(), '/srv/foyer')
    expect(config.devMode).toBe(false)
    expect(config.frameOrigin).toBe('https://wallet.shop.example')
    expect(config.publicApiUrl).toBe('https://api.shop.example')
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://foyer:pw@db.internal:5432/foyer',
    })
  })

  it('names every missing setting at once, with an empty environment', () => {
    expect(named(refusal({}))).toEqual([
      'PUBLIC_API_URL',
      'FRAME_ORIGIN',
      'SMTP_URL',
      'AUTH_SHARE_KEY',
      'RECOVERY_KEY',
      'SOCIAL_SECRET_KEY',
      'AUTH_HASH_KEY',
      'NAMES_GATEWAY_SIGNER_KEY',
      'DATA_DIR',
    ])
  })

  it.each([
    'PUBLIC_API_URL',
    'FRAME_ORIGIN',
    'SMTP_URL',
    'AUTH_SHARE_KEY',
    'RECOVERY_KEY',
    'SOCIAL_SECRET_KEY',
    'AUTH_HASH_KEY',
    'NAMES_GATEWAY_SIGNER_KEY',
  ])('refuses without %s (unset or empty)', (name) => {
    const lines = refusal({ ...safeEnv(), [name]: undefined })
    expect(named(lines)).toEqual([name])
    expect(lines[0]).toMatch(/^[A-Z_]+: missing: /)
    expect(named(refusal({ ...safeEnv(), [name]: '' }))).toEqual([name])
  })

  it('says the keys come from the environment, never from DATA_DIR', () => {
    const [line] = refusal({ ...safeEnv(), RECOVERY_KEY: undefined })
    expect(line).toContain('never generates them into DATA_DIR')
  })

  it('refuses FOYER_DEV_MODE=true: dev mode is never implied nor allowed', () => {
    const lines = refusal({ ...safeEnv(), FOYER_DEV_MODE: 'true' })
    expect(named(lines)).toEqual(['FOYER_DEV_MODE'])
    expect(lines[0]).toContain('dev mailbox')
    expect(refusal({ ...safeEnv(), FOYER_DEV_MODE: 'false' })).toEqual([])
  })

  it.each([
    ['PUBLIC_API_URL', 'http://api.shop.example'],
    ['FRAME_ORIGIN', 'http://wallet.shop.example'],
  ])('refuses http %s', (name, url) => {
    const lines = refusal({ ...safeEnv(), [name]: url })
    expect(named(lines)).toEqual([name])
    expect(lines[0]).toContain('must be https')
  })

  it('refuses a FRAME_ORIGIN equal to the API origin', () => {
    const lines = refusal({
      ...safeEnv(),
      PUBLIC_API_URL: 'https://shop.example/api',
      FRAME_ORIGIN: 'https://shop.example',
    })
    expect(lines).toEqual([expect.stringMatching(/^FRAME_ORIGIN: must be another origin/)])
  })

  it("refuses a FRAME_ORIGIN that is one of the dapps' origins (DEMO_ORIGINS)", () => {
    const lines = refusal({
      ...safeEnv(),
      DEMO_ORIGINS: 'https://shop.example,https://wallet.shop.example',
    })
    expect(lines).toEqual([expect.stringMatching(/^FRAME_ORIGIN: must not be one of DEMO_ORIGINS/)])
  })

  it('refuses several nodes (REDIS_URL) on the embedded database', () => {
    const lines = refusal({ ...safeEnv(), DATABASE_URL: undefined, DATA_DIR: '/var/lib/foyer' })
    expect(named(lines)).toEqual(['DATABASE_URL'])
  })

  it('runs one node on PGlite in an explicit DATA_DIR', () => {
    const env = { ...safeEnv(), DATABASE_URL: undefined, REDIS_URL: undefined }
    expect(named(refusal(env))).toEqual(['DATA_DIR'])
    const config = loadProductionConfig({ ...env, DATA_DIR: '/var/lib/foyer' }, '/srv/foyer')
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/var/lib/foyer/pglite' })
  })

  it('refuses Farcaster sign-in on our relay without FARCASTER_RELAY_AUTH_KEY', () => {
    const env = { ...safeEnv(), FARCASTER_ID_REGISTRY_RPC_URL: 'https://op.example' }
    expect(named(refusal(env))).toEqual(['FARCASTER_RELAY_AUTH_KEY'])
    expect(refusal({ ...env, FARCASTER_RELAY_AUTH_KEY: 'k'.repeat(32) })).toEqual([])
    expect(refusal({ ...env, FARCASTER_RELAY_URL: 'https://relay.farcaster.xyz' })).toEqual([])
  })

  it('joins malformed values (from loadConfig) with the missing settings in one refusal', () => {
    const lines = refusal({
      ...safeEnv(),
      SMTP_URL: undefined,
      AUTH_SHARE_KEY: 'not-a-key',
      API_PORT: 'eighty',
    })
    expect(named(lines)).toEqual(['SMTP_URL', 'API_PORT', 'AUTH_SHARE_KEY'])
  })

  it('never prints a setting’s value', () => {
    const env: Record<string, string> = {
      ...safeEnv(),
      AUTH_SHARE_KEY: 'c2VjcmV0LXRoYXQtaXMtbm90LTMyLWJ5dGVz',
      NAMES_GATEWAY_SIGNER_KEY: '0xdeadbeef',
      FOYER_DEV_MODE: 'true',
    }
    let message = ''
    try {
      loadProductionConfig(env, '/srv/foyer')
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('AUTH_SHARE_KEY')
    expect(message).toContain('NAMES_GATEWAY_SIGNER_KEY')
    for (const name of ['AUTH_SHARE_KEY', 'NAMES_GATEWAY_SIGNER_KEY', 'RECOVERY_KEY']) {
      expect(message).not.toContain(env[name] as string)
    }
    expect(message).not.toContain('s3cret')
  })

  describe('FOYER_TEST_ALLOW_HTTP_LOOPBACK (test only)', () => {
    const loopback = {
      ...safeEnv(),
      PUBLIC_API_URL: 'http://127.0.0.1:9001',
      FRAME_ORIGIN: 'http://wallet.foyer.localhost:9002',
    }

    it('is needed for http on loopback, and named in the refusal', () => {
      const lines = refusal(loopback)
      expect(named(lines)).toEqual(['PUBLIC_API_URL', 'FRAME_ORIGIN'])
      for (const line of lines) expect(line).toContain('FOYER_TEST_ALLOW_HTTP_LOOPBACK=true')
    })

    it('allows http on loopback hosts only', () => {
      const allowed = { ...loopback, FOYER_TEST_ALLOW_HTTP_LOOPBACK: 'true' }
      expect(refusal(allowed)).toEqual([])
      expect(named(refusal({ ...allowed, FRAME_ORIGIN: 'http://wallet.shop.example' }))).toEqual([
        'FRAME_ORIGIN',
      ])
    })

    it('knows the loopback names', () => {
      for (const host of [
        'localhost',
        'wallet.foyer.localhost',
        '127.0.0.1',
        '127.1.2.3',
        '[::1]',
      ]) {
        expect(isLoopbackHost(host)).toBe(true)
      }
      for (const host of ['shop.example', 'localhost.shop.example', '10.0.0.1', '128.0.0.1']) {
        expect(isLoopbackHost(host)).toBe(false)
      }
    })
  })
})
