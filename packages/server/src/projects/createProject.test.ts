import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { createProject } from './createProject'
import { getProject } from './getProject'
import { listProjects } from './listProjects'
import { ProjectError } from './projectError'

describe.each(migratedTestDatabases)('projects on %s', (_, open) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
  })
  afterAll(() => db.close())
  beforeEach(() => db.exec('TRUNCATE projects CASCADE'))

  it('creates a project with a random id, normalised origins and no overrides', async () => {
    const project = await createProject(db, {
      name: '  Shop  ',
      allowedOrigins: [
        'https://Shop.example.com/',
        'https://*.shop.example',
        'https://shop.example.com',
      ],
    })
    expect(project).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'Shop',
      allowedOrigins: ['https://shop.example.com', 'https://*.shop.example'],
      features: {},
      analyticsEnabled: null,
      createdAt: expect.any(Date),
    })
    expect(await getProject(db, project.id)).toEqual(project)
  })

  it('gives every project its own id', async () => {
    const a = await createProject(db, { name: 'A' })
    const b = await createProject(db, { name: 'B' })
    expect(a.id).not.toBe(b.id)
    expect(a.allowedOrigins).toEqual([])
  })

  it('lists projects oldest first', async () => {
    const a = await createProject(db, { name: 'A' })
    const b = await createProject(db, { name: 'B' })
    expect((await listProjects(db)).map((project) => project.id)).toEqual([a.id, b.id])
  })

  it('lists nothing when there are no projects', async () => {
    expect(await listProjects(db)).toEqual([])
  })

  it('gets undefined for an unknown id', async () => {
    expect(await getProject(db, 'a'.repeat(32))).toBeUndefined()
  })

  it.each([
    [{ name: '   ' }, 'A project name must not be empty'],
    [{ name: 'x'.repeat(201) }, 'A project name has at most 200 characters (this one has 201)'],
    [
      { name: 'Shop', allowedOrigins: ['https://shop.example.com/cart'] },
      '"https://shop.example.com/cart" is not an origin',
    ],
  ])('refuses %j and stores nothing', async (input, message) => {
    await expect(createProject(db, input)).rejects.toThrow(ProjectError)
    await expect(createProject(db, input)).rejects.toThrow(message)
    expect(await listProjects(db)).toEqual([])
  })
})
