import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deploymentsSchema } from '@foyer/protocol'
import { createPublicClient, createWalletClient, http } from 'viem'
import { createBundlerClient, entryPoint08Address } from 'viem/account-abstraction'
import { afterEach, describe, expect, it } from 'vitest'
import { testAccounts } from '../accounts/testAccounts'
import { foyerTokenAbi } from '../contracts/foyerTokenArtifact'
import { assertPortsFree } from '../process/assertPortsFree'
import { childExit } from '../process/childExit'
import { freePort } from '../process/freePort'
import { stopChild } from '../process/stopChild'
import { tempDir } from '../test/tempDir'

/** End-to-end: `npm start` (scripts/start.ts) with test ports, as the e2e suite starts it. */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

interface Run {
  child: ChildProcess
  output: () => string
  ready: Promise<void>
}

const runs: ChildProcess[] = []
afterEach(async () => {
  await Promise.all(
    runs.splice(0).map(async (child) => {
      // The stack runs in the child's own process group: kill it all, anvil and vite too.
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // The group is gone already.
        }
      }
      await stopChild(child, { signal: 'SIGKILL' })
    }),
  )
})

function start(env: Record<string, string>, command: 'npm' | 'tsx' = 'tsx'): Run {
  const [file, args] =
    command === 'npm'
      ? ['npm', ['start']]
      : [join(ROOT, 'node_modules/.bin/tsx'), ['--conditions=@foyer/source', 'scripts/start.ts']]
  const child = spawn(file, args as string[], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  runs.push(child)
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => output.includes('Foyer is ready.') && resolve())
    child.once('exit', () => reject(new Error(`npm start exited before it was ready:\n${output}`)))
  })
  ready.catch(() => {})
  return { child, output: () => output, ready }
}

async function testEnv() {
  const [api, demo, frame, walletPort, chainA, chainB] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  const env = {
    API_PORT: String(api),
    DEMO_PORT: String(demo),
    FRAME_PORT: String(frame),
    WALLET_PORT: String(walletPort),
    CHAIN_RPC_URLS: `31337=http://127.0.0.1:${chainA},31338=http://127.0.0.1:${chainB}`,
    DATA_DIR: await tempDir('foyer-start'),
  }
  const claims = [api, demo, frame, walletPort, chainA, chainB].map((port) => ({
    port,
    setting: `port ${port}`,
  }))
  return { env, api, demo, frame, walletPort, chainA, claims }
}

/** Descendant processes of `pid` (Linux /proc) whose command line contains `text`. */
function descendants(pid: number, text: string): number[] {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {}
  }
  const isBelow = (child: number): boolean => {
    const parent = parents.get(child)
    return parent === pid || (parent !== undefined && parent > 1 && isBelow(parent))
  }
  return [...parents.keys()].filter((candidate) => {
    if (!isBelow(candidate)) return false
    try {
      return readFileSync(`/proc/${candidate}/cmdline`, 'utf8').includes(text)
    } catch {
      return false
    }
  })
}

// Whole stacks boot here, twice in one test: give them room on a loaded 2-core machine.
describe('npm start', { timeout: 120_000 }, () => {
  it('brings everything up, stops on Ctrl-C and resumes with the same tokens and balances', async () => {
    const { env, api, demo, frame, walletPort, chainA, claims } = await testEnv()
    const first = start(env, 'npm')
    await first.ready
    const banner = first.output()
    for (const line of [
      `http://foyer.localhost:${demo}  (also http://localhost:${demo})`,
      `http://wallet.foyer.localhost:${frame}  (the embedded wallet, its own origin)`,
      `http://localhost:${walletPort}/  (reference WalletConnect wallet, anvil test keys)`,
      `ws://localhost:${api}/relay  (WalletConnect relay)`,
      `http://localhost:${api}/health`,
      `http://127.0.0.1:${chainA}  (chain id 31337, anvil, state in ${join(env.DATA_DIR, 'anvil-31337.json')})`,
      `PGlite in ${join(env.DATA_DIR, 'pglite')}`,
    ]) {
      expect(banner).toContain(line)
    }
    // Each dev chain's bundler answers for EntryPoint 0.8.
    const bundlerUrls = [
      ...banner.matchAll(/ {2}bundler [AB] +(\S+) {2}\(ERC-4337 for chain id/g),
    ].map((match) => match[1] as string)
    expect(bundlerUrls).toHaveLength(2)
    for (const url of bundlerUrls) {
      expect(await createBundlerClient({ transport: http(url) }).getSupportedEntryPoints()).toEqual(
        [entryPoint08Address],
      )
    }
    const health = await fetch(`http://127.0.0.1:${api}/health`)
    expect(health.status).toBe(200)
    expect((await fetch(`http://127.0.0.1:${demo}/`)).status).toBe(200)
    expect((await fetch(`http://127.0.0.1:${frame}/`)).status).toBe(200)
    const walletPage = await fetch(`http://127.0.0.1:${walletPort}/`)
    expect(walletPage.status).toBe(200)
    expect(await walletPage.text()).toContain('<title>Foyer wallet</title>')
    const deployments = deploymentsSchema.parse(
      await (await fetch(`http://127.0.0.1:${api}/dev/deployments`)).json(),
    )
    expect(deployments).toEqual(
      JSON.parse(await readFile(join(env.DATA_DIR, 'deployments.json'), 'utf8')),
    )

    const rpcUrl = `http://127.0.0.1:${chainA}`
    const fusd = deployments.chains[0]?.tokens[0]?.address
    if (!fusd) throw new Error('no FUSD')
    const [, sender, receiver] = testAccounts
    if (!sender || !receiver) throw new Error('no test accounts')
    const wallet = createWalletClient({ account: sender, transport: http(rpcUrl) })
    const client = createPublicClient({ transport: http(rpcUrl) })
    const hash = await wallet.writeContract({
      chain: null,
      address: fusd,
      abi: foyerTokenAbi,
      functionName: 'transfer',
      args: [receiver.address, 1_000_000n],
    })
    await client.waitForTransactionReceipt({ hash })

    process.kill(-(first.child.pid ?? 0), 'SIGINT') // what Ctrl-C in a terminal does
    await childExit(first.child)
    await assertPortsFree(claims)
    for (const url of bundlerUrls) {
      await expect(fetch(url, { method: 'POST' })).rejects.toThrow('fetch failed')
    }

    const second = start(env)
    await second.ready
    expect(await (await fetch(`http://127.0.0.1:${api}/dev/deployments`)).json()).toEqual(
      deployments,
    )
    const balance = await client.readContract({
      address: fusd,
      abi: foyerTokenAbi,
      functionName: 'balanceOf',
      args: [receiver.address],
    })
    expect(balance).toBe(10_001_000_000n)
    second.child.kill('SIGTERM')
    expect(await childExit(second.child)).toEqual({ code: 0, signal: null })
    await assertPortsFree(claims)
  })

  it('fails fast naming the port and the variable when a port is taken', async () => {
    const { env, api, claims } = await testEnv()
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(api, '127.0.0.1', resolve))
    try {
      const run = start(env)
      expect(await childExit(run.child)).toEqual({ code: 1, signal: null })
      expect(run.output()).toContain(
        `Foyer did not start: Port ${api} is already in use: set API_PORT to a free port`,
      )
    } finally {
      blocker.close()
    }
    await assertPortsFree(claims)
  })

  it('fails on a bad setting, naming it', async () => {
    const run = start({ CHAIN_RPC_URLS: '999=http://127.0.0.1:1' })
    expect(await childExit(run.child)).toEqual({ code: 1, signal: null })
    expect(run.output()).toContain('CHAIN_RPC_URLS="999=http://127.0.0.1:1": Unknown network: 999')
  })

  it('stops everything with an error when a chain dies', async () => {
    const { env, chainA, claims } = await testEnv()
    const run = start(env)
    await run.ready
    const [anvil] = descendants(run.child.pid ?? 0, `--port\0${chainA}\0`)
    if (anvil === undefined) throw new Error(`no anvil on port ${chainA} below ${run.child.pid}`)
    process.kill(anvil, 'SIGKILL')
    expect(await childExit(run.child)).toEqual({ code: 1, signal: null })
    expect(run.output()).toContain('anvil (chain 31337) exited unexpectedly (signal SIGKILL)')
    await assertPortsFree(claims)
  })
})
