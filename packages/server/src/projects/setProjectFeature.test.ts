import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { createProject } from './createProject'
import { effectiveFeatures } from './effectiveFeatures'
import { getProject } from './getProject'
import type { Project } from './project'
import { ProjectError } from './projectError'
import { setProjectFeature } from './setProjectFeature'

describe.each(migratedTestDatabases)('setProjectFeature on %s', (_, open) => {
  let db: Database
  let project: Project
  beforeAll(async () => {
    db = await open()
  })
  afterAll(() => db.close())
  beforeEach(async () => {
    await db.exec('TRUNCATE projects CASCADE')
    project = await createProject(db, { name: 'Shop' })
  })

  const feature = async (id: string) => {
    const stored = await getProject(db, project.id)
    return effectiveFeatures(stored?.features ?? {}).features.find((f) => f.id === id)
  }

  it('switches a feature and keeps its default config', async () => {
    expect(await setProjectFeature(db, project.id, { id: 'email', isEnabled: false })).toEqual({
      id: 'email',
      isEnabled: false,
      config: null,
    })
    expect(await feature('email')).toMatchObject({ isEnabled: false })
    // Swaps name no provider by default (the server lists the ones it serves).
    expect(await setProjectFeature(db, project.id, { id: 'swaps', isEnabled: false })).toEqual({
      id: 'swaps',
      isEnabled: false,
      config: [],
    })
  })

  it('sets a config, then keeps it when only switching', async () => {
    await setProjectFeature(db, project.id, { id: 'socials', isEnabled: true, config: ['x'] })
    await setProjectFeature(db, project.id, { id: 'socials', isEnabled: false })
    expect(await feature('socials')).toEqual({ id: 'socials', isEnabled: false, config: ['x'] })
  })

  it('keeps the other overrides', async () => {
    await setProjectFeature(db, project.id, { id: 'multiWallet', isEnabled: true })
    await setProjectFeature(db, project.id, { id: 'email', isEnabled: false })
    expect(Object.keys((await getProject(db, project.id))?.features ?? {}).sort()).toEqual([
      'email',
      'multiWallet',
    ])
  })

  it.each([
    [
      { id: 'teleport', isEnabled: true },
      'Unknown feature "teleport": expected one of swaps, onramp, email, socials, activity, multiWallet, gasSponsorship',
    ],
    [{ id: 'socials', isEnabled: true, config: ['myspace'] }, 'Invalid socials feature: config.0:'],
    [{ id: 'email', isEnabled: true, config: { on: true } }, 'Invalid email feature: config:'],
    [
      { id: 'onramp', isEnabled: true, config: [{ id: 'a', name: 'A', feeRange: [3, 1] }] },
      'Invalid onramp feature: config.0: feeRange min must not exceed max',
    ],
  ])('refuses %j and stores nothing', async (setting, message) => {
    await expect(setProjectFeature(db, project.id, setting)).rejects.toThrow(ProjectError)
    await expect(setProjectFeature(db, project.id, setting)).rejects.toThrow(message)
    expect((await getProject(db, project.id))?.features).toEqual({})
  })

  it('refuses an unknown project', async () => {
    await expect(
      setProjectFeature(db, 'c'.repeat(32), { id: 'email', isEnabled: false }),
    ).rejects.toThrow(`No project has the id "${'c'.repeat(32)}"`)
  })
})
