import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Config, loadConfig } from '../config/loadConfig'

let workerDataDir: string | undefined

/** An empty data dir for this test worker, removed when it exits. */
function emptyDataDir(): string {
  if (!workerDataDir) {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-server-test-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    workerDataDir = dir
  }
  return workerDataDir
}

/**
 * A config as the server would load it from `env`: quiet, in dev mode (the dev routes and
 * mailbox), with an empty data dir of its own — tests never touch the repository's `.data/`.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: emptyDataDir(),
    FOYER_DEV_MODE: 'true',
    ...env,
  })
}
