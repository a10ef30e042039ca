import { mkdir, open, readFile, rm } from 'node:fs/promises'
import { dirname } from 'node:path'

/** The data dir is used by another live process (PGlite allows one process per data dir). */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
}

/**
 * Takes `<dir>.lock` for this process: PGlite does not stop a second process from opening the
 * same data dir, and two processes writing one dir corrupt it. A lock whose process is gone (a
 * crash) is taken over. Resolves with the release function.
 */
export async function lockDataDir(dir: string, holder: string): Promise<() => Promise<void>> {
  const file = `${dir}.lock`
  await mkdir(dirname(file), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx')
      await handle.writeFile(JSON.stringify({ pid: process.pid, holder }))
      await handle.close()
      return () => rm(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = await readOwner(file)
    if (owner && isAlive(owner.pid)) {
      throw new DataDirInUseError(
        `The database in ${dir} is in use by ${owner.holder} (process ${owner.pid}). ` +
          'Stop it first, or set DATABASE_URL to a Postgres that several processes can share.',
      )
    }
    await rm(file, { force: true })
  }
  throw new DataDirInUseError(`Could not lock ${dir}: another process keeps taking ${file}`)
}

async function readOwner(file: string): Promise<{ pid: number; holder: string } | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { pid?: unknown; holder?: unknown }
    if (typeof parsed.pid !== 'number') return undefined
    return { pid: parsed.pid, holder: String(parsed.holder ?? 'another process') }
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
