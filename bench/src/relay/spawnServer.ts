import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface, type Interface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { Target } from './results'

const SCRIPT = fileURLToPath(new URL('./serverProcess.ts', import.meta.url))
const START_TIMEOUT_MS = 60_000

export interface ServerProcess {
  target: Target
  /** Where clients connect (the relay's ws URL; the echo server's). */
  url: string
  /** The relay's project (the dev project); undefined for echo. */
  projectId?: string
  pid: number
  /** Microseconds of CPU (user + system) the server process has used so far. */
  cpuMicros(): Promise<number>
  close(): Promise<void>
}

/**
 * Starts serverProcess.ts for `target` in a child node (the same loader and conditions as this
 * one). With FOYER_BENCH_PROFILE_DIR set, the server writes V8 CPU profiles (`--cpu-prof`, one
 * per thread: the main thread's has thread id 0 in its name) into DIR/relay or DIR/echo on exit.
 */
export async function spawnServer(target: Target): Promise<ServerProcess> {
  const profileDir = process.env.FOYER_BENCH_PROFILE_DIR
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}/${target}`] : []
  const child: ChildProcess = spawn(
    process.execPath,
    [...process.execArgv, ...profile, SCRIPT, target],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const stdout = child.stdout
  const stdin = child.stdin
  if (!stdout || !stdin || child.pid === undefined) throw new Error(`${target} server not started`)
  const lines: Interface = createInterface({ input: stdout })
  const waiting: ((value: Record<string, unknown>) => void)[] = []
  const exited = once(child, 'exit')
  lines.on('line', (line) => {
    let value: Record<string, unknown>
    try {
      value = JSON.parse(line) as Record<string, unknown>
    } catch {
      return // a library's stray output (e.g. oidc-provider's warnings)
    }
    waiting.shift()?.(value)
  })
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      waiting.push(resolve)
      void exited.then(([code]) => reject(new Error(`${target} server exited (${code})`)))
    })
  const timer = setTimeout(() => child.kill(), START_TIMEOUT_MS)
  let ready: { url: string; projectId?: string }
  try {
    ready = (await next()).ready as { url: string; projectId?: string }
  } finally {
    clearTimeout(timer)
  }
  return {
    target,
    url: ready.url,
    ...(ready.projectId ? { projectId: ready.projectId } : {}),
    pid: child.pid,
    async cpuMicros() {
      const reply = next()
      stdin.write('cpu\n')
      return Number((await reply).cpu)
    },
    async close() {
      if (child.exitCode !== null) return
      stdin.end()
      const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timeout)
    },
  }
}
