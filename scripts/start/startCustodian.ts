import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { type ChildExit, childExit, describeExit, outputTail, stopChild } from '@foyer/devchain'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const CLI_MAIN = fileURLToPath(new URL('../../packages/server/src/cli/main.ts', import.meta.url))

export interface RunningCustodian {
  url: string
  /** The bearer token the API sends it (random for each start, never printed). */
  token: string
  exited: Promise<ChildExit>
  stop(): Promise<void>
}

/**
 * `FOYER_CUSTODIAN=on npm start`: the custodian of custodial email recovery as a process of its
 * own (`foyer custodian` from source, dev mode: its key file in DATA_DIR/custodian unless
 * CUSTODIAN_KEY is set) on 127.0.0.1:`port`, with a token made for this start. Its output (the
 * custodial banner, one audit line per release) goes to ours. Resolves once it listens.
 */
export async function startCustodian(port: number): Promise<RunningCustodian> {
  const token = randomBytes(32).toString('base64url')
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@foyer/source', CLI_MAIN, 'custodian'],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FOYER_DEV_MODE: 'true',
        CUSTODIAN_HOST: '127.0.0.1',
        CUSTODIAN_PORT: String(port),
        CUSTODIAN_TOKEN: token,
      },
    },
  )
  const exited = childExit(child)
  let listening: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    listening = resolve
  })
  const tail = outputTail([child.stdout, child.stderr], {
    onLine: (line) => {
      if (line.includes('Foyer custodian is listening on')) listening()
      else if (line.trim() !== '') console.error(`[custodian] ${line}`)
    },
  })
  const died = exited.then((exit) => {
    throw new Error(`The custodian exited before it was ready (${describeExit(exit)}):\n${tail()}`)
  })
  const late = new Promise<never>((_, reject) => {
    setTimeout(
      () => reject(new Error(`The custodian did not start in 60 s:\n${tail()}`)),
      60_000,
    ).unref()
  })
  try {
    await Promise.race([ready, died, late])
  } catch (error) {
    await stopChild(child, { signal: 'SIGKILL' })
    throw error
  } finally {
    died.catch(() => {})
    late.catch(() => {})
  }
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    exited,
    stop: async () => {
      await stopChild(child)
    },
  }
}
