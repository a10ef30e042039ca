import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { frameOriginConflicts } from './frameOriginConflicts'

describe('frameOriginConflicts', () => {
  let db: Database
  beforeAll(async () => {
    db = await migratedPglite()
  })
  afterAll(async () => {
    await db.close()
  })

  it('names projects listing the frame origin, exactly or by a wildcard', async () => {
    const fine = await createProject(db, {
      name: 'Fine',
      allowedOrigins: ['https://app.shop.example'],
    })
    const exact = await createProject(db, {
      name: 'Exact',
      allowedOrigins: ['https://app.shop.example', 'https://wallet.shop.example'],
    })
    const wildcard = await createProject(db, {
      name: 'Wildcard',
      allowedOrigins: ['https://*.shop.example'],
    })
    const conflicts = await frameOriginConflicts(db, 'https://wallet.shop.example')
    expect(conflicts).toEqual({ exact: [exact.id], wildcard: [wildcard.id] })
    expect(conflicts.exact).not.toContain(fine.id)
    expect(await frameOriginConflicts(db, 'https://wallet.other.example')).toEqual({
      exact: [],
      wildcard: [],
    })
  })
})
