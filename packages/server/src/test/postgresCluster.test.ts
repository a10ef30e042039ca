import { describe, expect, it } from 'vitest'
import { openPostgres } from '../store/openPostgres'
import { startPostgresCluster } from './postgresCluster'

describe('startPostgresCluster', () => {
  it('starts a cluster that answers, and stops it', async () => {
    const cluster = await startPostgresCluster()
    const db = openPostgres(cluster.url)
    try {
      expect(await db.query('SELECT current_user AS who')).toEqual([{ who: 'app' }])
    } finally {
      await db.close()
      await cluster.stop()
    }
    const after = openPostgres(cluster.url, { connectionTimeoutMs: 1_000 })
    await expect(after.query('SELECT 1')).rejects.toThrow(/ECONNREFUSED/)
    await after.close()
  })

  it('fails with the install command when the Postgres binaries are missing', async () => {
    await expect(startPostgresCluster('/nonexistent/postgresql/bin')).rejects.toThrow(
      'PostgreSQL server binaries not found (/nonexistent/postgresql/bin/initdb, ' +
        '/nonexistent/postgresql/bin/pg_ctl). The storage tests need a real Postgres: run ' +
        '`bash scripts/install-system.sh` to install it.',
    )
  })
})
