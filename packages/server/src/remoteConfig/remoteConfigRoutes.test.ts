import {
  AGGREGATOR_SWAP_PROVIDER,
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  BUILTIN_SWAP_PROVIDER,
  DEFAULT_REMOTE_FEATURES,
  type RemoteFeature,
  remoteConfigResponseSchema,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { loadSocialSecretKey } from '../auth/social/loadSocialSecretKey'
import { createChainRegistry } from '../chain/chainRegistry'
import { createProject } from '../projects/createProject'
import type { Project } from '../projects/project'
import { setProjectSocialClient } from '../projects/projectSocialCredentials'
import { setProjectAnalytics } from '../projects/setProjectAnalytics'
import { setProjectFeature } from '../projects/setProjectFeature'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'

/** The dev stack's on-ramp: the sandbox, which the test config (dev mode) serves. */
const SANDBOX_ONRAMP = { id: 'foyer-sandbox', name: 'Foyer sandbox', feeRange: [1, 2] }

/**
 * What the test app (dev mode, no chain with a router) answers a project without overrides: the
 * product's defaults, with the sandbox on-ramp it really serves and no swaps.
 */
const SERVED_DEFAULTS: RemoteFeature[] = DEFAULT_REMOTE_FEATURES.map((feature) =>
  feature.id === 'onramp'
    ? { id: 'onramp', isEnabled: true, config: [{ ...SANDBOX_ONRAMP, feeRange: [1, 2] }] }
    : feature,
)

describe.each(migratedTestDatabases)('remote configuration routes, %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  let analyticsByDefault: FastifyInstance
  let project: Project
  beforeAll(async () => {
    db = await open()
    app = await createApp(testConfig(), { db })
    analyticsByDefault = await createApp(testConfig({ ANALYTICS_ENABLED: 'true' }), { db })
  })
  afterAll(async () => {
    await app.close()
    await analyticsByDefault.close()
    await db.close()
  })
  beforeEach(async () => {
    await db.exec('TRUNCATE projects CASCADE')
    project = await createProject(db, {
      name: 'Shop',
      allowedOrigins: ['https://shop.example', 'https://*.shop.example'],
    })
  })

  async function get(path: string, target = app, extra: Record<string, string> = {}) {
    const response = await target.inject({
      method: 'GET',
      url: `${path}${projectQuery(project.id, extra)}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    return response.json()
  }

  describe('GET /appkit/v1/config', () => {
    it('answers the product’s defaults for a project without overrides', async () => {
      const body = remoteConfigResponseSchema.parse(await get('/appkit/v1/config'))
      expect(body).toEqual({ features: SERVED_DEFAULTS })
    })

    it('applies the project’s overrides by id, in the defaults’ order', async () => {
      await setProjectFeature(db, project.id, { id: 'multiWallet', isEnabled: true })
      await setProjectFeature(db, project.id, {
        id: 'socials',
        isEnabled: true,
        config: ['github', 'x'],
      })
      const body = remoteConfigResponseSchema.parse(await get('/appkit/v1/config'))
      expect(body.features).toEqual(
        SERVED_DEFAULTS.map((feature) => {
          if (feature.id === 'multiWallet') return { ...feature, isEnabled: true }
          if (feature.id === 'socials') return { ...feature, config: ['github', 'x'] }
          return feature
        }),
      )
    })

    it('serves the default for an override that no longer validates', async () => {
      await db.query(
        `UPDATE projects SET features = '{"email": {"id": "email", "isEnabled": "no"}}' WHERE id = $1`,
        [project.id],
      )
      expect(await get('/appkit/v1/config')).toEqual({ features: SERVED_DEFAULTS })
    })

    it('ignores query parameters other than its own', async () => {
      expect(await get('/appkit/v1/config', app, { extra: 'x' })).toEqual({
        features: SERVED_DEFAULTS,
      })
    })
  })

  describe('GET /appkit/v1/config swaps and onramp: only what this server serves', () => {
    /** Dev mode with a chain whose configuration names a V2 router (no node needed to list it). */
    let withRouter: FastifyInstance
    /** Not in dev mode, no on-ramp key, no router: nothing to offer. */
    let bare: FastifyInstance
    /** The real on-ramp providers' keys, restricted timezones on (the product's list). */
    let keyed: FastifyInstance
    beforeAll(async () => {
      const registry = createChainRegistry({
        chains: [
          { chainId: 31337, rpcUrl: 'http://127.0.0.1:1' },
          {
            chainId: 31338,
            rpcUrl: 'http://127.0.0.1:1',
            swap: { routerV2: '0x00000000000000000000000000000000000000aa' },
          },
        ],
        deployments: async () => undefined,
      })
      ;[withRouter, bare, keyed] = await Promise.all([
        createApp(testConfig({ ONRAMP_RESTRICTED_TIMEZONES: 'default' }), {
          db,
          chain: { registry },
          projectCacheMs: 0,
        }),
        createApp(testConfig({ FOYER_DEV_MODE: 'false' }), { db }),
        createApp(
          testConfig({
            FOYER_DEV_MODE: 'false',
            MOONPAY_API_KEY: 'pk_test_x',
            MOONPAY_SECRET_KEY: 'sk_test_x',
            RAMP_HOST_API_KEY: 'ramp-key',
          }),
          { db, projectCacheMs: 0 },
        ),
      ])
    })
    afterAll(async () => {
      await Promise.all([withRouter.close(), bare.close(), keyed.close()])
    })
    const money = async (target: FastifyInstance, extra: Record<string, string> = {}) => {
      const body = remoteConfigResponseSchema.parse(await get('/appkit/v1/config', target, extra))
      return body.features.filter((feature) => feature.id === 'swaps' || feature.id === 'onramp')
    }

    it('lists the built-in router where a chain has one, and the sandbox in dev mode', async () => {
      expect(await money(withRouter)).toEqual([
        { id: 'swaps', isEnabled: true, config: [BUILTIN_SWAP_PROVIDER] },
        { id: 'onramp', isEnabled: true, config: [SANDBOX_ONRAMP] },
      ])
    })

    it('is off with no provider where the server serves none', async () => {
      expect(await money(bare)).toEqual([
        { id: 'swaps', isEnabled: false, config: [] },
        { id: 'onramp', isEnabled: false, config: [] },
      ])
      expect(await money(app)).toEqual([
        { id: 'swaps', isEnabled: false, config: [] },
        { id: 'onramp', isEnabled: true, config: [SANDBOX_ONRAMP] },
      ])
    })

    it('lists MoonPay and Ramp only with their keys, with their fee ranges', async () => {
      expect(await money(keyed)).toEqual([
        { id: 'swaps', isEnabled: false, config: [] },
        {
          id: 'onramp',
          isEnabled: true,
          config: [
            { id: 'moonpay', name: 'MoonPay', feeRange: [1, 2] },
            { id: 'ramp', name: 'Ramp Network', feeRange: [1, 2] },
          ],
        },
      ])
    })

    it('lets a project switch them off, never advertise a provider the server lacks', async () => {
      await setProjectFeature(db, project.id, { id: 'swaps', isEnabled: false })
      await setProjectFeature(db, project.id, {
        id: 'onramp',
        isEnabled: true,
        config: [{ id: 'moonpay', name: 'MoonPay', feeRange: [1, 2] }],
      })
      expect(await money(withRouter)).toEqual([
        { id: 'swaps', isEnabled: false, config: [] },
        { id: 'onramp', isEnabled: false, config: [] },
      ])
      // Narrowed to MoonPay: served where its keys are, with the server's own entry.
      expect((await money(keyed))[1]).toEqual({
        id: 'onramp',
        isEnabled: true,
        config: [{ id: 'moonpay', name: 'MoonPay', feeRange: [1, 2] }],
      })
      await setProjectFeature(db, project.id, {
        id: 'swaps',
        isEnabled: true,
        config: [AGGREGATOR_SWAP_PROVIDER],
      })
      // The aggregator is not configured here: nothing left to offer.
      expect((await money(withRouter))[0]).toEqual({ id: 'swaps', isEnabled: false, config: [] })
      await setProjectFeature(db, project.id, { id: 'swaps', isEnabled: true, config: [] })
      expect((await money(withRouter))[0]).toEqual({
        id: 'swaps',
        isEnabled: true,
        config: [BUILTIN_SWAP_PROVIDER],
      })
    })

    it('answers both off for a visitor in a restricted timezone, when the list is on', async () => {
      for (const tz of ['Asia/Shanghai', 'asia/hong_kong']) {
        expect(await money(withRouter, { tz })).toEqual([
          { id: 'swaps', isEnabled: false, config: [] },
          { id: 'onramp', isEnabled: false, config: [] },
        ])
      }
      for (const extra of [{ tz: 'Europe/Paris' }, { tz: '' }, {}] as Record<string, string>[]) {
        expect((await money(withRouter, extra)).map((feature) => feature.isEnabled)).toEqual([
          true,
          true,
        ])
      }
      // The list is off by default: the same timezone is served.
      expect((await money(app, { tz: 'Asia/Shanghai' }))[1]?.isEnabled).toBe(true)
    })
  })

  describe('GET /appkit/v1/config socials', () => {
    /** Without the dev provider: only clients the operator set count. */
    let production: FastifyInstance
    beforeAll(async () => {
      production = await createApp(
        testConfig({
          FOYER_DEV_MODE: 'false',
          SOCIAL_GOOGLE_CLIENT_ID: 'instance-google',
          SOCIAL_GOOGLE_CLIENT_SECRET: 'instance-google-secret',
        }),
        { db },
      )
    })
    afterAll(() => production.close())
    const socials = async (target: FastifyInstance) => {
      const body = remoteConfigResponseSchema.parse(await get('/appkit/v1/config', target))
      return body.features.find((feature) => feature.id === 'socials')
    }

    it('offers every provider in dev mode, where the dev provider stands in', async () => {
      expect((await socials(app))?.config).toEqual([
        'google',
        'x',
        'discord',
        'farcaster',
        'github',
        'apple',
        'facebook',
      ])
    })

    it('keeps only providers with a client (the instance’s or the project’s)', async () => {
      expect(await socials(production)).toEqual({
        id: 'socials',
        isEnabled: true,
        config: ['google'],
      })
      await setProjectSocialClient(db, await loadSocialSecretKey(testConfig()), {
        projectId: project.id,
        provider: 'github',
        clientId: 'shop-github',
        clientSecret: 'shop-github-secret',
        now: new Date(),
      })
      expect((await socials(production))?.config).toEqual(['google', 'github'])
    })

    it('lists farcaster only where a fid registry checks the signers', async () => {
      const withRegistry = await createApp(
        testConfig({
          FOYER_DEV_MODE: 'false',
          FARCASTER_ID_REGISTRY_RPC_URL: 'http://127.0.0.1:9/optimism',
        }),
        { db },
      )
      try {
        expect((await socials(withRegistry))?.config).toEqual(['farcaster'])
      } finally {
        await withRegistry.close()
      }
    })

    it('keeps the project’s own order and choice', async () => {
      await setProjectFeature(db, project.id, {
        id: 'socials',
        isEnabled: true,
        config: ['x', 'farcaster', 'google'],
      })
      expect((await socials(production))?.config).toEqual(['google'])
      expect((await socials(app))?.config).toEqual(['x', 'farcaster', 'google'])
    })
  })

  describe('GET /projects/v1/origins', () => {
    it('answers the project’s allowed origins, wildcards as stored', async () => {
      const body = allowedOriginsResponseSchema.parse(await get('/projects/v1/origins'))
      expect(body).toEqual({ allowedOrigins: ['https://shop.example', 'https://*.shop.example'] })
    })

    it('answers an empty list for a project without origins', async () => {
      project = await createProject(db, { name: 'Bare' })
      expect(await get('/projects/v1/origins')).toEqual({ allowedOrigins: [] })
    })
  })

  describe('GET /getAnalyticsConfig', () => {
    const analytics = async (target: FastifyInstance) =>
      analyticsConfigResponseSchema.parse(await get('/getAnalyticsConfig', target))
        .isAnalyticsEnabled

    it('is off unless switched on', async () => {
      expect(await analytics(app)).toBe(false)
    })

    it('follows ANALYTICS_ENABLED for a project that did not choose', async () => {
      expect(await analytics(analyticsByDefault)).toBe(true)
    })

    it('follows the operator’s choice for the project over the default', async () => {
      await setProjectAnalytics(db, project.id, true)
      expect(await analytics(app)).toBe(true)
      await setProjectAnalytics(db, project.id, false)
      expect(await analytics(analyticsByDefault)).toBe(false)
    })
  })

  it.each(['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig'])(
    '%s refuses a request without projectId',
    async (path) => {
      const response = await app.inject({ method: 'GET', url: path })
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('PROJECT_ID_REQUIRED')
    },
  )
})
