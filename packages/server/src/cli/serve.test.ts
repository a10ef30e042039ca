import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../config/loadConfig'
import { createProject } from '../projects/createProject'
import { migrate } from '../store/migrate'
import { openLockedDatabase } from '../store/openLockedDatabase'
import { freePort } from '../test/postgresCluster'
import { tempDir } from '../test/tempDir'
import type { CliIo } from './cliIo'
import { serve } from './serve'

const FRAME_ORIGIN = 'https://wallet.shop.example'

async function productionEnv(): Promise<Record<string, string>> {
  const dir = await tempDir('foyer-serve')
  const frameDir = join(dir, 'frame')
  await mkdir(frameDir)
  await writeFile(join(frameDir, 'index.html'), '<!doctype html><title>Foyer wallet</title>')
  return {
    PUBLIC_API_URL: 'https://api.shop.example',
    FRAME_ORIGIN,
    SMTP_URL: 'smtp://mailer:s3cret@127.0.0.1:1',
    AUTH_SHARE_KEY: randomBytes(32).toString('base64'),
    RECOVERY_KEY: randomBytes(32).toString('base64'),
    SOCIAL_SECRET_KEY: randomBytes(32).toString('base64'),
    AUTH_HASH_KEY: randomBytes(32).toString('base64'),
    NAMES_GATEWAY_SIGNER_KEY: `0x${randomBytes(32).toString('hex')}`,
    DATA_DIR: join(dir, 'data'),
    FRAME_DIR: frameDir,
    API_PORT: String(await freePort()),
    FRAME_PORT: String(await freePort()),
    CHAIN_RPC_URLS: '31337=http://127.0.0.1:9',
    LOG_LEVEL: 'silent',
  }
}

function io(env: Record<string, string>) {
  const lines = { out: [] as string[], err: [] as string[] }
  const cliIo: CliIo = {
    out: (line) => lines.out.push(line),
    err: (line) => lines.err.push(line),
    env,
    cwd: '/',
    openDatabase: () => Promise.reject(new Error('not used by serve')),
  }
  return { cliIo, lines }
}

describe('foyer serve', () => {
  it('refuses an unsafe environment before opening anything', async () => {
    const { cliIo } = io({ FOYER_DEV_MODE: 'true' })
    const refusal = serve(cliIo, { stopSignal: new Promise(() => {}) })
    await expect(refusal).rejects.toThrow(ConfigError)
    await expect(refusal).rejects.toThrow(
      /FOYER_DEV_MODE: must not be true[\s\S]*SMTP_URL: missing/,
    )
  })

  it('serves the API and the frame page until stopped, without dev routes', async () => {
    const env = await productionEnv()
    const { cliIo, lines } = io(env)
    let stop = () => {}
    const stopped = new Promise<void>((resolve) => {
      stop = resolve
    })
    const ready = new Promise<{ api: string; frame: string }>((resolve, reject) => {
      serve(cliIo, { stopSignal: stopped, onReady: resolve }).then(
        (code) => expect(code).toBe(0),
        reject,
      )
    })
    const urls = await ready
    try {
      expect(lines.out[0]).toBe('Foyer is serving:')
      // 503 only because no chain runs here; the database answers.
      const health = await fetch(`${urls.api}/health`)
      const body = (await health.json()) as { checks: { database: { ok: boolean } } }
      expect(body.checks.database.ok).toBe(true)
      expect((await fetch(`${urls.api}/dev/mailbox`)).status).toBe(404)
      const page = await fetch(`${urls.frame}/`)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
    } finally {
      stop()
    }
  }, 120_000)

  it("refuses a FRAME_ORIGIN that a project lists as a dapp's origin", async () => {
    const env = await productionEnv()
    const db = await openLockedDatabase(
      { kind: 'pglite', dataDir: join(env.DATA_DIR as string, 'pglite') },
      'the serve test',
    )
    await migrate(db)
    const project = await createProject(db, { name: 'Shop', allowedOrigins: [FRAME_ORIGIN] })
    await db.close()
    const { cliIo } = io(env)
    await expect(serve(cliIo, { stopSignal: new Promise(() => {}) })).rejects.toThrow(
      `FRAME_ORIGIN is an allowed origin (a dapp's page) of project ${project.id}`,
    )
  }, 120_000)
})
