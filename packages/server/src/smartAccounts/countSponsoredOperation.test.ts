import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { countSponsoredOperation, sponsoredToday } from './countSponsoredOperation'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DAY = new Date('2026-11-27T10:00:00Z')

describe.each(migratedTestDatabases)('countSponsoredOperation on %s', (_, open) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
  })
  afterAll(() => db.close())

  it('counts up to the cap per project, account and UTC day', async () => {
    const count = (overrides: Partial<Parameters<typeof countSponsoredOperation>[1]> = {}) =>
      countSponsoredOperation(db, {
        projectId: 'a'.repeat(32),
        account: ACCOUNT,
        cap: 2,
        now: DAY,
        ...overrides,
      })
    expect(await count()).toBe(true)
    // The same account in another case counts as the same account.
    expect(await count({ account: ACCOUNT.toLowerCase() })).toBe(true)
    expect(await count()).toBe(false)
    expect(await count({ cap: 3 })).toBe(true)
    // Another day, another project, another account: counted apart.
    expect(await count({ now: new Date('2026-11-28T00:00:00Z') })).toBe(true)
    expect(await count({ projectId: 'b'.repeat(32) })).toBe(true)
    expect(await count({ account: `0x${'1'.repeat(40)}` })).toBe(true)
    const today = { projectId: 'a'.repeat(32), account: ACCOUNT, now: DAY }
    expect(await sponsoredToday(db, today)).toBe(3)
    expect(await sponsoredToday(db, { ...today, projectId: 'e'.repeat(32) })).toBe(0)
  })

  it('lets only the cap through when many ask at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        countSponsoredOperation(db, {
          projectId: 'c'.repeat(32),
          account: ACCOUNT,
          cap: 3,
          now: DAY,
        }),
      ),
    )
    expect(results.filter(Boolean)).toHaveLength(3)
  })
})
