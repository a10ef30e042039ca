import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { addAllowedOrigin } from './addAllowedOrigin'
import { createProject } from './createProject'
import { getProject } from './getProject'
import type { Project } from './project'
import { ProjectError } from './projectError'
import { removeAllowedOrigin } from './removeAllowedOrigin'

const UNKNOWN = 'b'.repeat(32)

describe.each(migratedTestDatabases)('allowed origins on %s', (_, open) => {
  let db: Database
  let project: Project
  beforeAll(async () => {
    db = await open()
  })
  afterAll(() => db.close())
  beforeEach(async () => {
    await db.exec('TRUNCATE projects CASCADE')
    project = await createProject(db, { name: 'Shop', allowedOrigins: ['https://a.example'] })
  })

  const origins = async () => (await getProject(db, project.id))?.allowedOrigins

  it('adds an origin at the end, normalised, and only once', async () => {
    expect(await addAllowedOrigin(db, project.id, 'https://B.example/')).toBe(true)
    expect(await addAllowedOrigin(db, project.id, 'https://b.example')).toBe(false)
    expect(await addAllowedOrigin(db, project.id, 'http://*.b.example:*')).toBe(true)
    expect(await origins()).toEqual([
      'https://a.example',
      'https://b.example',
      'http://*.b.example:*',
    ])
  })

  it('removes an origin', async () => {
    await addAllowedOrigin(db, project.id, 'https://b.example')
    await removeAllowedOrigin(db, project.id, 'https://a.example/')
    expect(await origins()).toEqual(['https://b.example'])
  })

  it('refuses to remove an origin the project does not have, naming the ones it has', async () => {
    await expect(removeAllowedOrigin(db, project.id, 'https://c.example')).rejects.toThrow(
      `Project ${project.id} does not allow "https://c.example" (its allowed origins: https://a.example)`,
    )
    await removeAllowedOrigin(db, project.id, 'https://a.example')
    await expect(removeAllowedOrigin(db, project.id, 'https://a.example')).rejects.toThrow(
      '(its allowed origins: none)',
    )
  })

  it('refuses a malformed origin and changes nothing', async () => {
    await expect(addAllowedOrigin(db, project.id, 'https://b.example/x')).rejects.toThrow(
      ProjectError,
    )
    expect(await origins()).toEqual(['https://a.example'])
  })

  it.each([
    ['add', () => addAllowedOrigin(db, UNKNOWN, 'https://a.example')],
    ['remove', () => removeAllowedOrigin(db, UNKNOWN, 'https://a.example')],
  ])('refuses to %s on an unknown project', async (_, change) => {
    await expect(change()).rejects.toThrow(`No project has the id "${UNKNOWN}"`)
  })
})
