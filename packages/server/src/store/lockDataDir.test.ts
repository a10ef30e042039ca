import { spawn } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../test/tempDir'
import { DataDirInUseError, lockDataDir } from './lockDataDir'

describe('lockDataDir', () => {
  it('writes <dir>.lock with this process and removes it on release', async () => {
    const dir = join(await tempDir('foyer-lock'), 'pglite')
    const release = await lockDataDir(dir, 'the test')
    expect(JSON.parse(await readFile(`${dir}.lock`, 'utf8'))).toEqual({
      pid: process.pid,
      holder: 'the test',
    })
    await release()
    await expect(readFile(`${dir}.lock`)).rejects.toThrow(/ENOENT/)
    await (await lockDataDir(dir, 'again'))()
  })

  it('refuses a dir that a live process holds, naming it', async () => {
    const dir = join(await tempDir('foyer-lock'), 'pglite')
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      await writeFile(`${dir}.lock`, JSON.stringify({ pid: child.pid, holder: 'the API server' }))
      const error = await lockDataDir(dir, 'the CLI').catch((caught: Error) => caught)
      expect(error).toBeInstanceOf(DataDirInUseError)
      expect((error as Error).message).toBe(
        `The database in ${dir} is in use by the API server (process ${child.pid}). Stop it first, or set DATABASE_URL to a Postgres that several processes can share.`,
      )
    } finally {
      child.kill()
    }
  })

  it('takes over the lock of a process that is gone, or an unreadable lock', async () => {
    const dir = join(await tempDir('foyer-lock'), 'pglite')
    const child = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => child.on('exit', resolve))
    await writeFile(`${dir}.lock`, JSON.stringify({ pid: child.pid, holder: 'a crashed server' }))
    await (await lockDataDir(dir, 'the CLI'))()
    await writeFile(`${dir}.lock`, 'garbage')
    await (await lockDataDir(dir, 'the CLI'))()
  })
})
