import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SDK_TYPE, SDK_VERSION } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The real Foyer API, from its sources: the limits under test are the server's.
import { createApp } from '../../server/src/app/createApp'
import { loadConfig } from '../../server/src/config/loadConfig'
import { createProject } from '../../server/src/projects/createProject'
import type { Database } from '../../server/src/store/database'
import { migrate } from '../../server/src/store/migrate'
import { openPglite } from '../../server/src/store/openPglite'
import { createFrameAncestorsPolicy } from './frameAncestorsPlugin'

/**
 * Issue 17: visitors used up the project's rate limit and the frame page's servers, asking the
 * same API for the project's origins, got 429 and sent the frame with frame-ancestors 'none'.
 * Here the frame-ancestors policy of the Vite plugin asks the real API after the project's
 * visitor limit is used up, from the same client address.
 */
describe("the frame page's origins after visitors used up the project's limit", () => {
  let dataDir: string
  let db: Database
  let app: FastifyInstance
  let apiUrl: string
  let projectId: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-frame-ancestors-limit-'))
    db = await openPglite()
    await migrate(db)
    const project = await createProject(db, {
      name: 'Shop',
      allowedOrigins: ['https://shop.example'],
    })
    projectId = project.id
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      FOYER_DEV_MODE: 'true',
      RATE_LIMIT_PER_MINUTE: '3',
    })
    app = await createApp(config, { db })
    apiUrl = await app.listen({ host: '127.0.0.1', port: 0 })
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    await db?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const visitorCall = () =>
    fetch(
      `${apiUrl}/getAnalyticsConfig?${new URLSearchParams({ projectId, st: SDK_TYPE, sv: SDK_VERSION })}`,
    )

  it('still sends the project’s origins, and keeps them while the API is limited', async () => {
    for (let i = 0; i < 3; i++) expect((await visitorCall()).status).toBe(200)
    expect((await visitorCall()).status).toBe(429)

    let clock = 0
    const warnings: string[] = []
    const policy = createFrameAncestorsPolicy({
      apiUrl,
      cacheMs: 1,
      now: () => clock,
      warn: (message) => warnings.push(message),
    })
    // The lookup has its own budget (10× the visitors'): every page load asks and gets them.
    for (let i = 0; i < 30; i++) {
      clock += 2
      expect(await policy(projectId)).toBe('frame-ancestors https://shop.example')
    }
    expect(warnings).toEqual([])
    // Past even that budget the API answers 429: the last good answer stands in.
    for (let i = 0; i < 5; i++) {
      clock += 2
      expect(await policy(projectId)).toBe('frame-ancestors https://shop.example')
    }
    expect(warnings.at(-1)).toMatch(/answered 429 .*last answer/)
  }, 60_000)
})
