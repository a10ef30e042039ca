import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { testConfig } from '../test/testConfig'
import { nodeLocalKeyWarnings } from './nodeLocalKeyWarnings'

const key = () => randomBytes(32).toString('base64')
const POSTGRES = 'postgres://foyer@db.internal:5432/foyer'

describe('nodeLocalKeyWarnings', () => {
  it('warns a node on Postgres that would generate its own keys, naming each', () => {
    const [warning, ...rest] = nodeLocalKeyWarnings(
      testConfig({ DATABASE_URL: POSTGRES, AUTH_SHARE_KEY: key() }),
    )
    expect(rest).toEqual([])
    expect(warning).toMatch(/^RECOVERY_KEY, SOCIAL_SECRET_KEY(, AUTH_HASH_KEY)? are not set: /)
    expect(warning).toContain('/keys while its database (DATABASE_URL) may be shared')
  })

  it('says nothing on PGlite, or when every key is configured', () => {
    expect(nodeLocalKeyWarnings(testConfig())).toEqual([])
    const all = {
      DATABASE_URL: POSTGRES,
      AUTH_SHARE_KEY: key(),
      RECOVERY_KEY: key(),
      SOCIAL_SECRET_KEY: key(),
      AUTH_HASH_KEY: key(),
    }
    expect(nodeLocalKeyWarnings(testConfig(all))).toEqual([])
  })
})
