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
import { DEV_PROJECT_ID } from '@foyer/protocol'
import type { Config } from '@foyer/server'

export interface Demo {
  url: string
  exited: Promise<ChildExit>
  stop(): Promise<void>
}

/**
 * Runs the demo's Vite dev server (apps/demo/vite.config.ts binds 127.0.0.1:DEMO_PORT) with the
 * FOYER_PUBLIC_* settings (API URL, dev project id, chain RPCs), and waits until it serves the
 * page. Its warnings go to our output.
 */
export async function startDemo(config: Config, demoDir: string, apiUrl: string): Promise<Demo> {
  const viteBin = join(
    dirname(createRequire(join(demoDir, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  )
  const child = spawn(process.execPath, [viteBin, '--clearScreen', 'false', '--logLevel', 'warn'], {
    cwd: demoDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DEMO_PORT: String(config.demoPort),
      FOYER_PUBLIC_API_URL: apiUrl,
      // startServer made sure the dev project exists and allows the demo origins.
      FOYER_PUBLIC_PROJECT_ID: DEV_PROJECT_ID,
      FOYER_PUBLIC_CHAIN_RPC_URLS: config.chains.map((c) => `${c.chainId}=${c.rpcUrl}`).join(','),
    },
  })
  const exited = childExit(child)
  const tail = outputTail([child.stdout, child.stderr], {
    onLine: (line) => {
      if (line.trim() !== '') console.error(`[demo] ${line}`)
    },
  })
  const url = `http://127.0.0.1:${config.demoPort}/`
  const died = exited.then((exit) => {
    throw new Error(
      `The demo dev server exited before it was ready (${describeExit(exit)}):\n${tail()}`,
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
