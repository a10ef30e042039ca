import { DEV_PROJECT_ID } from '@foyer/protocol'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { testConfig } from '../test/testConfig'
import { addAllowedOrigin } from './addAllowedOrigin'
import { DEV_GAS_SPONSORSHIP, ensureDevProject } from './ensureDevProject'
import { getProject } from './getProject'
import { listProjects } from './listProjects'
import { setProjectAnalytics } from './setProjectAnalytics'

const DEMO = ['http://foyer.localhost:5173', 'http://localhost:5173']

describe.each(migratedTestDatabases)('ensureDevProject on %s', (_, open) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
  })
  afterAll(() => db.close())
  beforeEach(() => db.exec('TRUNCATE projects CASCADE'))

  it('creates the dev project with the demo origins and the frame pattern', async () => {
    await ensureDevProject(db, DEMO)
    expect(await getProject(db, DEV_PROJECT_ID)).toMatchObject({
      name: 'Foyer dev',
      allowedOrigins: [...DEMO, 'http://*.foyer.localhost:*'],
      features: { gasSponsorship: DEV_GAS_SPONSORSHIP },
      analyticsEnabled: null,
    })
  })

  it("sponsors gas on a dev project made before sponsorship, and keeps the operator's setting", async () => {
    await ensureDevProject(db, DEMO)
    await db.query("UPDATE projects SET features = '{}'::jsonb")
    await ensureDevProject(db, DEMO)
    expect((await getProject(db, DEV_PROJECT_ID))?.features).toEqual({
      gasSponsorship: DEV_GAS_SPONSORSHIP,
    })
    const off = { id: 'gasSponsorship', isEnabled: false, config: DEV_GAS_SPONSORSHIP.config }
    await db.query('UPDATE projects SET features = $1::jsonb', [
      JSON.stringify({ gasSponsorship: off }),
    ])
    await ensureDevProject(db, DEMO)
    expect((await getProject(db, DEV_PROJECT_ID))?.features).toEqual({ gasSponsorship: off })
  })

  it('changes nothing on a second run and never duplicates', async () => {
    await ensureDevProject(db, DEMO)
    const before = await db.query('SELECT * FROM projects')
    await ensureDevProject(db, DEMO)
    expect(await db.query('SELECT * FROM projects')).toEqual(before)
    expect(await listProjects(db)).toHaveLength(1)
  })

  it('keeps what the operator changed and adds a new demo origin', async () => {
    await ensureDevProject(db, DEMO)
    await addAllowedOrigin(db, DEV_PROJECT_ID, 'https://staging.example.com')
    await setProjectAnalytics(db, DEV_PROJECT_ID, true)
    await db.query("UPDATE projects SET name = 'Renamed'")
    await ensureDevProject(db, ['http://localhost:6000', ...DEMO])
    expect(await getProject(db, DEV_PROJECT_ID)).toMatchObject({
      name: 'Renamed',
      allowedOrigins: [
        ...DEMO,
        'http://*.foyer.localhost:*',
        'https://staging.example.com',
        'http://localhost:6000',
      ],
      analyticsEnabled: true,
    })
  })

  it.each([
    ['npm start', {}, ['http://foyer.localhost:5173', 'http://localhost:5173']],
    [
      'the e2e stack',
      { DEMO_PORT: '15173' },
      ['http://foyer.localhost:15173', 'http://localhost:15173'],
    ],
  ])('allows the demo origins of %s (they embed the frame)', async (_, env, origins) => {
    await ensureDevProject(db, testConfig(env).demoOrigins)
    expect((await getProject(db, DEV_PROJECT_ID))?.allowedOrigins).toEqual([
      ...origins,
      'http://*.foyer.localhost:*',
    ])
  })

  it('is safe when two servers start at once', async () => {
    await Promise.all([ensureDevProject(db, DEMO), ensureDevProject(db, DEMO)])
    expect(await listProjects(db)).toHaveLength(1)
  })
})
