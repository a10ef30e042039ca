import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import {
  type ChildExit,
  childExit,
  describeExit,
  outputTail,
  stopChild,
  waitForHttp,
} from '@foyer/devchain'

export interface ViteApp {
  url: string
  exited: Promise<ChildExit>
  stop(): Promise<void>
}

export interface ViteAppOptions {
  /** How its output lines are prefixed, e.g. `demo`. */
  name: string
  dir: string
  /** Its vite.config.ts reads the port from this variable. */
  portVariable: 'DEMO_PORT' | 'FRAME_PORT' | 'WALLET_PORT'
  port: number
  /** FOYER_PUBLIC_* settings the page reads. */
  env: Record<string, string>
}

/**
 * Runs an app's Vite dev server (its vite.config.ts binds 127.0.0.1 on the given port) with its
 * FOYER_PUBLIC_* settings, and waits until it serves the page. Its warnings go to our output.
 */
export async function startViteApp(options: ViteAppOptions): Promise<ViteApp> {
  const viteBin = join(
    dirname(createRequire(join(options.dir, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  )
  const child = spawn(process.execPath, [viteBin, '--clearScreen', 'false', '--logLevel', 'warn'], {
    cwd: options.dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, [options.portVariable]: String(options.port), ...options.env },
  })
  const exited = childExit(child)
  const tail = outputTail([child.stdout, child.stderr], {
    onLine: (line) => {
      if (line.trim() !== '') console.error(`[${options.name}] ${line}`)
    },
  })
  const url = `http://127.0.0.1:${options.port}/`
  const died = exited.then((exit) => {
    throw new Error(
      `The ${options.name} dev server exited before it was ready (${describeExit(exit)}):\n${tail()}`,
    )
  })
  try {
    await Promise.race([waitForHttp(url, Date.now() + 60_000), died])
  } catch (error) {
    await stopChild(child, { signal: 'SIGKILL' })
    throw error
  } finally {
    died.catch(() => {})
  }
  return {
    url,
    exited,
    stop: async () => {
      await stopChild(child)
    },
  }
}
