import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migrate } from '../store/migrate'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { freshPostgres } from '../test/testDatabases'
import { recordErrorEvent } from './recordErrorEvent'

const T0 = new Date('2030-01-01T00:00:00.000Z')
const at = (ms: number) => new Date(T0.getTime() + ms)
const body = { type: 'error', event: 'ERROR' }

describe.each(migratedTestDatabases)('recordErrorEvent on %s', (_, open) => {
  let db: Database
  let projectId: string
  beforeAll(async () => {
    db = await open()
    projectId = (await createProject(db, { name: 'Shop' })).id
  })
  afterAll(() => db.close())
  beforeEach(() => db.exec('TRUNCATE error_events'))

  const record = (clientKey: string, receivedAt: Date) =>
    recordErrorEvent(db, { projectId, clientKey, body, receivedAt })

  it('stores five events a minute per client, then says when to retry', async () => {
    for (let i = 0; i < 5; i++) expect(await record('k', at(i * 1_000))).toEqual({ stored: true })
    expect(await record('k', at(10_000))).toEqual({ stored: false, retryAfterSeconds: 50 })
    const [row] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM error_events',
    )
    expect(row?.count).toBe(5)
  })

  it('slides the window: an event a minute old no longer counts', async () => {
    for (let i = 0; i < 5; i++) await record('k', at(i * 1_000))
    expect(await record('k', at(59_999))).toEqual({ stored: false, retryAfterSeconds: 1 })
    expect(await record('k', at(60_000))).toEqual({ stored: true })
    expect(await record('k', at(60_500))).toEqual({ stored: false, retryAfterSeconds: 1 })
    expect(await record('k', at(61_000))).toEqual({ stored: true })
  })

  it('counts events stamped later by a clock that runs ahead, and caps Retry-After', async () => {
    for (let i = 0; i < 5; i++) await record('k', at(90_000))
    expect(await record('k', at(0))).toEqual({ stored: false, retryAfterSeconds: 60 })
  })

  it('counts each client apart', async () => {
    for (let i = 0; i < 5; i++) await record('a', at(i))
    expect(await record('b', at(10))).toEqual({ stored: true })
    expect((await record('a', at(10))).stored).toBe(false)
  })

  it('stores the body, project, key and time', async () => {
    await recordErrorEvent(db, {
      projectId,
      clientKey: 'k',
      body: { ...body, properties: { message: 'boom' } },
      receivedAt: T0,
    })
    const rows = await db.query(
      'SELECT project_id, client_key, received_at, body FROM error_events',
    )
    expect(rows).toEqual([
      {
        project_id: projectId,
        client_key: 'k',
        received_at: T0,
        body: { type: 'error', event: 'ERROR', properties: { message: 'boom' } },
      },
    ])
  })

  it('refuses an event of a project that does not exist', async () => {
    await expect(
      recordErrorEvent(db, { projectId: 'f'.repeat(32), clientKey: 'k', body, receivedAt: T0 }),
    ).rejects.toThrow(/foreign key/)
  })
})

describe('recordErrorEvent across connections (Postgres)', () => {
  it('stores exactly five of twenty concurrent events from one client', async () => {
    const { db, url } = await freshPostgres()
    const { openPostgres } = await import('../store/openPostgres')
    const second = openPostgres(url)
    try {
      await migrate(db)
      const projectId = (await createProject(db, { name: 'Shop' })).id
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          recordErrorEvent(i % 2 ? db : second, {
            projectId,
            clientKey: 'k',
            body,
            receivedAt: at(i),
          }),
        ),
      )
      expect(results.filter((result) => result.stored)).toHaveLength(5)
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM error_events',
      )
      expect(row?.count).toBe(5)
    } finally {
      await second.close()
      await db.close()
    }
  })
})
