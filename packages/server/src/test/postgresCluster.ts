import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export const DEFAULT_PG_BIN_DIR = '/usr/lib/postgresql/15/bin'

export interface PostgresCluster {
  /** Superuser `app`, database `postgres`, trust auth on 127.0.0.1. */
  url: string
  stop(): Promise<void>
}

/**
 * A throwaway Postgres cluster (initdb + pg_ctl, fsync off) for tests. Runs the server as the
 * `postgres` user when we are root, because Postgres refuses to run as root.
 */
export async function startPostgresCluster(binDir = DEFAULT_PG_BIN_DIR): Promise<PostgresCluster> {
  const initdb = join(binDir, 'initdb')
  const pgCtl = join(binDir, 'pg_ctl')
  if (!existsSync(initdb) || !existsSync(pgCtl)) {
    throw new Error(
      `PostgreSQL server binaries not found (${initdb}, ${pgCtl}). The storage tests need a real ` +
        'Postgres: run `bash scripts/install-system.sh` to install it.',
    )
  }
  const dir = await mkdtemp(join(tmpdir(), 'foyer-pg-'))
  const owner = await clusterOwner()
  if (owner) await chown(dir, owner.uid, owner.gid)
  const as = owner ? { uid: owner.uid, gid: owner.gid } : {}
  const dataDir = join(dir, 'data')
  await run(initdb, ['-D', dataDir, '-A', 'trust', '-U', 'app', '--no-sync'], { ...as, cwd: dir })
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const log = join(dir, 'postgres.log')
  try {
    await run(pgCtl, ['-D', dataDir, '-l', log, '-o', options, '-w', 'start'], { ...as, cwd: dir })
  } catch (error) {
    const output = await readFile(log, 'utf8').catch(() => '')
    await rm(dir, { recursive: true, force: true })
    throw new Error(
      `Postgres did not start on port ${port}: ${(error as Error).message}\n${output}`,
    )
  }
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    async stop() {
      await run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { ...as, cwd: dir })
      await rm(dir, { recursive: true, force: true })
    },
  }
}

async function clusterOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (userInfo().uid !== 0) return undefined
  const { stdout: uid } = await run('id', ['-u', 'postgres'])
  const { stdout: gid } = await run('id', ['-g', 'postgres'])
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) }
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return address.port
}
