import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { relayAbuseCommand } from './relayAbuseCommand'

let db: Database
beforeAll(async () => {
  db = await migratedPglite()
})
afterAll(() => db.close())

async function run(args: string[]) {
  const out: string[] = []
  const err: string[] = []
  await relayAbuseCommand(args, {
    io: {
      out: (line: string) => void out.push(line),
      err: (line: string) => void err.push(line),
      env: {},
      cwd: '.',
      openDatabase: async () => db,
    },
    withDatabase: (work) => work(db),
  })
  return out
}

describe('relay abuse', () => {
  it('says when nothing was refused', async () => {
    expect(await run([])).toEqual(['No relay refusals and nothing stored in the last 1 day(s).'])
  })

  it('lists refusals by reason per project, the most refused first, over --days', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)
    await db.query(
      `INSERT INTO relay_refusals (project_id, reason, day, count) VALUES
         ('calm', 'validation', $1, 1), ('noisy', 'quota', $1, 30), ('noisy', 'rate', $1, 2),
         ('noisy', 'quota', $2, 100)`,
      [today, weekAgo],
    )
    const [header, first, second] = await run([])
    expect(header?.split(/\s{2,}/)).toEqual([
      'PROJECT',
      'REFUSED',
      'QUOTA',
      'VALIDATION',
      'SATURATED',
      'RATE',
      'STORED',
      'STORED BYTES',
    ])
    expect(first?.split(/\s+/)).toEqual(['noisy', '32', '30', '0', '0', '2', '0', '0'])
    expect(second?.split(/\s+/)).toEqual(['calm', '1', '0', '1', '0', '0', '0', '0'])
    expect((await run(['--days', '7']))[1]?.split(/\s+/).slice(0, 3)).toEqual([
      'noisy',
      '132',
      '130',
    ])
  })

  it('refuses a bad --days', async () => {
    await expect(run(['--days', 'zero'])).rejects.toThrow('--days expects a whole number')
  })
})
