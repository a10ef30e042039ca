import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { createProject } from './createProject'
import {
  listProjectSocialClients,
  readProjectSocialCredentials,
  removeProjectSocialClient,
  setProjectSocialClient,
} from './projectSocialCredentials'

describe.each(migratedTestDatabases)('project social clients on %s', (_, open) => {
  let db: Database
  const key = randomBytes(32)
  const now = new Date('2030-01-01T00:00:00.000Z')
  beforeAll(async () => {
    db = await open()
  })
  afterAll(() => db.close())

  const read = async (projectId: string, withKey = key) => {
    const unreadable: string[] = []
    const credentials = await readProjectSocialCredentials(db, {
      key: async () => withKey,
      projectId,
      unreadable: (provider) => unreadable.push(provider),
    })
    return { credentials, unreadable }
  }

  it('stores the secret sealed, lists ids only, and opens it for sign-in', async () => {
    const { id } = await createProject(db, { name: 'Shop' })
    const set = (provider: 'google' | 'x', clientId: string, clientSecret: string) =>
      setProjectSocialClient(db, key, { projectId: id, provider, clientId, clientSecret, now })
    await set('x', 'x-id', 'x-secret')
    await set('google', 'g-id', 'g-secret-1')
    await set('google', 'g-id-2', 'g-secret-2')
    const [row] = await db.query<{ client_secret_sealed: string }>(
      "SELECT client_secret_sealed FROM project_social_credentials WHERE provider = 'google'",
    )
    expect(row?.client_secret_sealed).toMatch(/^v1\./)
    expect(row?.client_secret_sealed).not.toContain('g-secret')
    expect(await listProjectSocialClients(db, id)).toEqual([
      { provider: 'google', clientId: 'g-id-2', updatedAt: now },
      { provider: 'x', clientId: 'x-id', updatedAt: now },
    ])
    expect(await read(id)).toEqual({
      credentials: {
        google: { clientId: 'g-id-2', clientSecret: 'g-secret-2' },
        x: { clientId: 'x-id', clientSecret: 'x-secret' },
      },
      unreadable: [],
    })
    expect(await removeProjectSocialClient(db, id, 'x')).toBe(true)
    expect(await removeProjectSocialClient(db, id, 'x')).toBe(false)
    expect((await listProjectSocialClients(db, id)).map((client) => client.provider)).toEqual([
      'google',
    ])
  })

  it('asks for the key only when the project has a client', async () => {
    const { id } = await createProject(db, { name: 'Empty' })
    let asked = 0
    const credentials = await readProjectSocialCredentials(db, {
      key: async () => {
        asked++
        return key
      },
      projectId: id,
      unreadable: () => {},
    })
    expect(credentials).toEqual({})
    expect(asked).toBe(0)
  })

  it('reports a secret that does not open (another key, or moved to another project)', async () => {
    const { id } = await createProject(db, { name: 'Shop' })
    const other = await createProject(db, { name: 'Other' })
    await setProjectSocialClient(db, key, {
      projectId: id,
      provider: 'github',
      clientId: 'gh',
      clientSecret: 'gh-secret',
      now,
    })
    expect(await read(id, randomBytes(32))).toEqual({ credentials: {}, unreadable: ['github'] })
    await db.query(
      `INSERT INTO project_social_credentials (project_id, provider, client_id, client_secret_sealed, updated_at)
       SELECT $2, provider, client_id, client_secret_sealed, updated_at
       FROM project_social_credentials WHERE project_id = $1`,
      [id, other.id],
    )
    expect(await read(other.id)).toEqual({ credentials: {}, unreadable: ['github'] })
    await db.query(
      `INSERT INTO project_social_credentials (project_id, provider, client_id, client_secret_sealed, updated_at)
       VALUES ($1, 'myspace', 'm', 'v1.a.b.c', $2)`,
      [id, now],
    )
    expect((await read(id)).unreadable).toEqual(['myspace'])
  })

  it('refuses an unknown project', async () => {
    const unknown = 'e'.repeat(32)
    const message = `No project has the id "${unknown}"`
    await expect(
      setProjectSocialClient(db, key, {
        projectId: unknown,
        provider: 'x',
        clientId: 'x',
        clientSecret: 's',
        now,
      }),
    ).rejects.toThrow(message)
    await expect(removeProjectSocialClient(db, unknown, 'x')).rejects.toThrow(message)
    await expect(listProjectSocialClients(db, unknown)).rejects.toThrow(message)
  })
})
