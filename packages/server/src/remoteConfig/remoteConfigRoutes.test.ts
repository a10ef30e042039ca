import {
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  DEFAULT_REMOTE_FEATURES,
  remoteConfigResponseSchema,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { loadSocialSecretKey } from '../auth/social/loadSocialSecretKey'
import { createProject } from '../projects/createProject'
import type { Project } from '../projects/project'
import { setProjectSocialClient } from '../projects/projectSocialCredentials'
import { setProjectAnalytics } from '../projects/setProjectAnalytics'
import { setProjectFeature } from '../projects/setProjectFeature'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'

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
      expect(body).toEqual({ features: DEFAULT_REMOTE_FEATURES })
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
        DEFAULT_REMOTE_FEATURES.map((feature) => {
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
      expect(await get('/appkit/v1/config')).toEqual({ features: DEFAULT_REMOTE_FEATURES })
    })

    it('ignores query parameters other than its own', async () => {
      expect(await get('/appkit/v1/config', app, { extra: 'x' })).toEqual({
        features: DEFAULT_REMOTE_FEATURES,
      })
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
