import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { packPackages, ROOT } from '../scripts/pack/packPackages.mjs'
import { demo } from './demo'
import { expect, test } from './fixtures'
import { CHAIN_A_ID, CHAIN_RPC_URLS } from './stack'

/**
 * The examples (examples/*, outside the workspaces) as a dapp developer gets them: the packages
 * packed once, each example copied to a temp dir, installed from the tarballs (the rest from the
 * registry), built, served, and opened in Chromium with the test wallet. Installing and building
 * take minutes (Next.js most). Measured on a loaded 2-core machine: 18.6 minutes for the whole run,
 * 7.3 of them in the three tests; the rest is the stack's start, packing, installing, cleaning up.
 */

const run = promisify(execFile)
// No `@foyer/source` condition (or anything else of ours) reaches the examples' tools.
const env = { ...process.env, NODE_OPTIONS: '' }

interface Example {
  name: string
  /** The env var the example reads its RPC URL from at build time. */
  rpcEnv: string
  build: string[]
  serve: (port: number) => string[]
  title: string
}

const EXAMPLES: Example[] = [
  {
    name: 'vite',
    rpcEnv: 'VITE_RPC_URL',
    build: ['vite', 'build'],
    serve: (port) => [
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    title: 'Foyer with Vite',
  },
  {
    name: 'react18',
    rpcEnv: 'VITE_RPC_URL',
    build: ['vite', 'build'],
    serve: (port) => [
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    title: 'Foyer with React 18',
  },
  {
    name: 'nextjs',
    rpcEnv: 'NEXT_PUBLIC_RPC_URL',
    build: ['next', 'build'],
    serve: (port) => ['next', 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    title: 'Foyer with Next.js',
  },
]

const RPC_URL = CHAIN_RPC_URLS[CHAIN_A_ID] ?? ''
let workDir = ''
/** Example name → its installed copy (installs start in beforeAll, all at once). */
const installed = new Map<string, Promise<string>>()
const servers: ChildProcess[] = []

async function install(example: Example, tarballs: string[]): Promise<string> {
  const dir = join(workDir, example.name)
  cpSync(join(ROOT, 'examples', example.name), dir, {
    recursive: true,
    filter: (source) => !/(node_modules|\.next|dist)$/.test(source),
  })
  await run('npm', ['install', '--no-audit', '--no-fund', ...tarballs], { cwd: dir, env })
  return dir
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Starts the example's server and waits until it answers (its output goes with a failure). */
async function serve(example: Example, dir: string): Promise<string> {
  const port = await freePort()
  const [bin = '', ...args] = example.serve(port)
  const child = spawn(join(dir, 'node_modules/.bin', bin), args, {
    cwd: dir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  servers.push(child)
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}/`
  try {
    await expect
      .poll(
        () =>
          fetch(url).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200)
  } catch (error) {
    throw new Error(`${example.name} did not answer at ${url}:\n${output}`, { cause: error })
  }
  return url
}

/** Console errors and warnings, and uncaught page errors, from the moment it is called. */
function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
  })
  return problems
}

test.describe('the examples, installed from the packed packages', () => {
  test.beforeAll(async () => {
    test.setTimeout(15 * 60_000)
    workDir = mkdtempSync(join(tmpdir(), 'foyer-examples-'))
    const tarballs = Object.values(await packPackages(join(workDir, 'tarballs')))
    for (const example of EXAMPLES) {
      const promise = install(example, tarballs)
      promise.catch(() => {}) // awaited by its test
      installed.set(example.name, promise)
    }
  })

  test.afterAll(async () => {
    for (const child of servers.splice(0)) {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    }
    await Promise.allSettled(installed.values())
    installed.clear()
    if (workDir) rmSync(workDir, { recursive: true, force: true })
  })

  for (const example of EXAMPLES) {
    test(`${example.name}: renders, opens the modal and connects the test wallet`, async ({
      page,
      wallet,
    }) => {
      test.setTimeout(15 * 60_000)
      const dir = await (installed.get(example.name) as Promise<string>)
      const [bin = '', ...args] = example.build
      await run(join(dir, 'node_modules/.bin', bin), args, {
        cwd: dir,
        env: { ...env, [example.rpcEnv]: RPC_URL },
        maxBuffer: 64 * 1024 * 1024,
      })
      const url = await serve(example, dir)

      const problems = watchConsole(page)
      const ui = demo(page)
      await page.goto(url)
      await expect(page.getByRole('heading', { name: example.title })).toBeVisible()
      await ui.connectButton.click()
      await expect(ui.dialog('Connect Wallet')).toBeVisible()
      await ui.walletButton().click()
      await expect(ui.dialog('Connect Wallet')).toBeHidden()
      await expect(ui.accountButton(wallet.address)).toBeVisible()
      expect(await wallet.connected()).toBe(true)

      // A returning visitor: the connection comes back (and, with SSR, is in the server's HTML).
      await page.reload()
      await expect(ui.accountButton(wallet.address)).toBeVisible()
      if (example.name === 'nextjs') {
        const html = await (await page.request.get(url)).text()
        expect(html).toContain(`${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`)
      }
      expect(problems).toEqual([])
    })
  }
})
