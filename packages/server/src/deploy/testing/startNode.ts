import { type ChildProcess, spawn } from 'node:child_process'
import { stopChild } from './startNginx'

export interface RunningNode {
  output(): string
  stop(): Promise<void>
}

/**
 * Test helper: `node <main> serve` (production mode, the built bundle, no tsx) with exactly
 * `env` (and PATH); resolves once it prints `Foyer is serving`, fails with its output when it
 * exits or takes over 30 s.
 */
export async function startNode(main: string, env: Record<string, string>): Promise<RunningNode> {
  const child: ChildProcess = spawn(process.execPath, [main, 'serve'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const node = { output: () => output, stop: () => stopChild(child) }
  await new Promise<void>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer)
      void stopChild(child).then(() => reject(new Error(`foyer serve ${why}:\n${output}`)))
    }
    const timer = setTimeout(() => fail('printed no "Foyer is serving" in 30 s'), 30_000)
    const take = (chunk: Buffer) => {
      output += chunk
      if (output.includes('Foyer is serving')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', take)
    child.stderr?.on('data', take)
    child.once('exit', (code, signal) => fail(`exited (${code ?? signal})`))
  })
  return node
}

/** Runs `node <main> <args>` (an admin command) with `env`; resolves with its stdout. */
export function runFoyer(
  main: string,
  args: string[],
  env: Record<string, string>,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk
    })
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk
    })
    child.once('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`foyer ${args.join(' ')} failed (${code}):\n${err}`)),
    )
  })
}
