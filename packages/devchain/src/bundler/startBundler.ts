import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Address, createTestClient, type Hex, http, parseEther, publicActions } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { privateKeyToAddress } from 'viem/accounts'
import {
  bundlerExecutorAccount,
  bundlerUtilityAccount,
  privateKeyOf,
} from '../accounts/testAccounts'
import { type ChildExit, childExit, describeExit } from '../process/childExit'
import { freePort } from '../process/freePort'
import { outputTail } from '../process/outputTail'
import { stopChild } from '../process/stopChild'
import { waitForSignalHandlers } from '../process/waitForSignalHandlers'
import { waitForBundler } from './waitForBundler'

export interface StartBundlerOptions {
  /** The chain's JSON-RPC endpoint: an anvil with EntryPoint 0.8 deployed (deployDevContracts). */
  rpcUrl: string
  /** 0 picks a free port; the chosen one is in `port` and `url`. The bundler listens on 127.0.0.1. */
  port: number
  /** Sends the bundles; default the test mnemonic's index 103. Funded here with anvil_setBalance. */
  executorKey?: Hex
  /** Deploys alto's simulation contracts, receives the fees; default index 104. Funded here too. */
  utilityKey?: Hex
  /** How long to wait for the bundler to answer. */
  timeoutMs?: number
  /** How long stop() waits for the exit before SIGKILL. */
  stopTimeoutMs?: number
}

export interface Bundler {
  chainId: number
  port: number
  /** The bundler's JSON-RPC endpoint (eth_sendUserOperation, eth_getUserOperationReceipt, …). */
  url: string
  pid: number
  /** The EntryPoint it serves (0.8). */
  entryPoint: Address
  /** Resolves when the process exits, expectedly or not. */
  exited: Promise<ChildExit>
  /** SIGTERM, resolves once the process has exited. */
  stop(): Promise<void>
}

/** A balance the dev keys are topped up to when they hold less than a tenth of it. */
const DEV_BALANCE = parseEther('10000')

/** The preload that keeps alto on loopback (resolved when a bundler starts, never at import). */
const loopbackListen = () => fileURLToPath(new URL('./loopbackListen.mjs', import.meta.url))

/** Alto's package directory (its entry is `esm/index.js`), resolved without loading it. */
function altoDir(): string {
  return dirname(dirname(createRequire(import.meta.url).resolve('@pimlico/alto')))
}

/**
 * Alto's flags for a local anvil, which mines each transaction as it arrives:
 * - `--safe-mode false`: the full ERC-7562 checks need `debug_traceCall` with a JS tracer, which
 *   anvil lacks.
 * - `--deploy-simulations-contract` (on by default, said here): alto deploys its simulation
 *   contracts through the CREATE2 factory from the utility key at its first start on a chain.
 * - `--bundle-mode auto` (the default, said here): an operation is bundled as soon as it is in
 *   the mempool, without `debug_bundler_sendBundleNow`.
 * - `--min-bundle-interval 10 --max-bundle-interval 100`: the auto-bundling loop looks at the
 *   mempool every 10 ms (up to 100 ms under load) instead of 100–1000 ms.
 * - `--block-time 200`: alto polls the node every 50 ms (a quarter of it) for blocks and receipts
 *   while a bundle is pending, instead of every 250 ms.
 * - `--refilling-wallets false --utility-wallet-monitor false`: no transfers between its keys
 *   (they are funded with anvil_setBalance) and no balance polling.
 * - `--log-level warn --json`: warnings and errors only, one JSON line each (kept for the error
 *   of a failed start); without `--json` alto pretty-prints in colour through a worker thread,
 *   which costs ~20 MB, slows its start and makes its stop take up to a second.
 * Gas prices, `--balance-override` (estimation with a state override, which anvil supports) and
 * the gas multipliers stay at alto's defaults.
 */
function altoArgs(rpcUrl: string, port: number, executorKey: Hex, utilityKey: Hex): string[] {
  return [
    '--rpc-url',
    rpcUrl,
    '--port',
    String(port),
    '--entrypoints',
    entryPoint08Address,
    '--executor-private-keys',
    executorKey,
    '--utility-private-key',
    utilityKey,
    '--safe-mode',
    'false',
    '--deploy-simulations-contract',
    'true',
    '--bundle-mode',
    'auto',
    '--min-bundle-interval',
    '10',
    '--max-bundle-interval',
    '100',
    '--block-time',
    '200',
    '--refilling-wallets',
    'false',
    '--utility-wallet-monitor',
    'false',
    '--log-level',
    'warn',
    '--json',
  ]
}

/**
 * Starts alto (`@pimlico/alto`, GPL-3.0-or-later: always a separate process, never imported) as
 * the ERC-4337 bundler of one dev chain, on 127.0.0.1. Tops up its executor and utility keys with
 * `anvil_setBalance` (no transaction: the indexer counts every native transfer), then waits
 * until it answers `eth_supportedEntryPoints` with EntryPoint 0.8.
 */
export async function startBundler(options: StartBundlerOptions): Promise<Bundler> {
  const { rpcUrl, timeoutMs = 20_000, stopTimeoutMs = 10_000 } = options
  const executorKey = options.executorKey ?? privateKeyOf(bundlerExecutorAccount)
  const utilityKey = options.utilityKey ?? privateKeyOf(bundlerUtilityAccount)
  const deadline = Date.now() + timeoutMs
  const chainId = await prepareChain(rpcUrl, [executorKey, utilityKey])
  const port = options.port === 0 ? await freePort() : options.port
  const url = `http://127.0.0.1:${port}`
  const label = `alto (bundler of chain ${chainId}) on ${url}`

  // Its own directory and no inherited variables: alto reads `.env` from its working directory,
  // takes any ALTO_* variable as an option and reports to Sentry when SENTRY_DSN is set.
  const dir = altoDir()
  const child = spawn(
    process.execPath,
    [
      '--import',
      loopbackListen(),
      join(dir, 'esm', 'cli', 'alto.js'),
      ...altoArgs(rpcUrl, port, executorKey, utilityKey),
    ],
    {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const exited = childExit(child)
  const tail = outputTail([child.stdout, child.stderr])
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${label} did not start within ${timeoutMs} ms:\n${tail()}`)),
      Math.max(0, deadline - Date.now()),
    )
  })
  const died = exited.then((exit) => {
    throw new Error(`${label} exited before it was ready (${describeExit(exit)}):\n${tail()}`)
  })
  try {
    await Promise.race([waitForBundler(url, entryPoint08Address, deadline), died, timedOut])
    const pid = child.pid ?? -1
    // It answers a moment before it handles SIGINT/SIGTERM: a stop in between would kill it by
    // the signal's default action instead of its own shutdown (exit code 0).
    await Promise.race([
      waitForSignalHandlers(pid, ['SIGINT', 'SIGTERM'], deadline),
      died,
      timedOut,
    ])
    return {
      chainId,
      port,
      url,
      pid,
      entryPoint: entryPoint08Address,
      exited,
      stop: async () => {
        await stopChild(child, { graceMs: stopTimeoutMs })
      },
    }
  } catch (error) {
    await stopChild(child, { signal: 'SIGKILL' })
    throw error
  } finally {
    clearTimeout(timer)
    died.catch(() => {})
  }
}

/**
 * The chain's id, once EntryPoint 0.8 is there and the bundler's keys hold enough ETH (topped
 * up with anvil_setBalance: no transaction, no value moved).
 */
async function prepareChain(rpcUrl: string, keys: Hex[]): Promise<number> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions)
  const chainId = await client.getChainId()
  const code = await client.getCode({ address: entryPoint08Address })
  if (!code || code === '0x') {
    throw new Error(
      `Chain ${chainId} at ${rpcUrl} has no EntryPoint 0.8 at ${entryPoint08Address}: deploy the dev contracts before starting its bundler`,
    )
  }
  for (const address of keys.map((key) => privateKeyToAddress(key))) {
    if ((await client.getBalance({ address })) < DEV_BALANCE / 10n) {
      await client.setBalance({ address, value: DEV_BALANCE })
    }
  }
  return chainId
}
