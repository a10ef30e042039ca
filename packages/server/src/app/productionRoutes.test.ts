import { randomBytes } from 'node:crypto'
import { DEV_FARCASTER_SIGN_PATH, DEV_OIDC_PATH, DEV_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadProductionConfig } from '../config/loadProductionConfig'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { testConfig } from '../test/testConfig'
import { createApp } from './createApp'

const key = () => randomBytes(32).toString('base64')

/** Every dev route's path with its parameters filled in, and the dev OpenID provider's. */
const DEV_PATHS = [
  ...Object.values(DEV_ROUTES).map((route) =>
    route.path.replace(':chainId', '31337').replace(/:[A-Za-z]+/g, 'x'),
  ),
  `${DEV_OIDC_PATH}/.well-known/openid-configuration`,
  DEV_FARCASTER_SIGN_PATH,
]

describe('production mode routes', () => {
  let db: Database
  let production: FastifyInstance
  let dev: FastifyInstance

  beforeAll(async () => {
    db = await migratedPglite()
    const config = loadProductionConfig({
      PUBLIC_API_URL: 'https://api.shop.example',
      FRAME_ORIGIN: 'https://wallet.shop.example',
      SMTP_URL: 'smtp://mailer:s3cret@127.0.0.1:1',
      AUTH_SHARE_KEY: key(),
      RECOVERY_KEY: key(),
      SOCIAL_SECRET_KEY: key(),
      AUTH_HASH_KEY: key(),
      NAMES_GATEWAY_SIGNER_KEY: `0x${randomBytes(32).toString('hex')}`,
      DATA_DIR: '/nonexistent/foyer-production-test',
      LOG_LEVEL: 'silent',
    })
    production = await createApp(config, { db })
    dev = await createApp(testConfig(), { db })
  })
  afterAll(async () => {
    await production?.close()
    await dev?.close()
    await db.close()
  })

  it('registers no dev route: the dev mailbox, OpenID provider, signer, deployments answer 404', async () => {
    expect(DEV_PATHS).toContain('/dev/mailbox')
    for (const path of DEV_PATHS) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await production.inject({ method, url: path })
        expect(response.statusCode, `${method} ${path}`).toBe(404)
      }
    }
    expect(production.printRoutes({ commonPrefix: false })).not.toMatch(/\bdev\//)
  })

  it('(the same paths exist in dev mode, so the check above can fail)', async () => {
    expect((await dev.inject('/dev/mailbox')).statusCode).toBe(200)
    expect((await dev.inject(`${DEV_OIDC_PATH}/.well-known/openid-configuration`)).statusCode).toBe(
      200,
    )
    expect(dev.printRoutes({ commonPrefix: false })).toMatch(/\bdev\//)
  })
})
