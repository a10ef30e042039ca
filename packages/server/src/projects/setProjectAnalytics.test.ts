import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { createProject } from './createProject'
import { getProject } from './getProject'
import { setProjectAnalytics } from './setProjectAnalytics'

describe.each(migratedTestDatabases)('setProjectAnalytics on %s', (_, open) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
  })
  afterAll(() => db.close())

  it('switches analytics on, off, and back to the default', async () => {
    const { id } = await createProject(db, { name: 'Shop' })
    for (const value of [true, false, null]) {
      await setProjectAnalytics(db, id, value)
      expect((await getProject(db, id))?.analyticsEnabled).toBe(value)
    }
  })

  it('refuses an unknown project', async () => {
    await expect(setProjectAnalytics(db, 'd'.repeat(32), true)).rejects.toThrow(
      `No project has the id "${'d'.repeat(32)}"`,
    )
  })
})
