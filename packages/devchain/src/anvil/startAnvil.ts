import { spawn } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { type ChildExit, childExit, describeExit } from '../process/childExit'
import { outputTail } from '../process/outputTail'
import { stopChild } from '../process/stopChild'
import { waitForSignalHandlers } from '../process/waitForSignalHandlers'
import { anvilBinary } from './anvilBinary'
import { waitForRpc } from './waitForRpc'

export interface StartAnvilOptions {
  chainId: number
  /** 0 lets the system pick a free port; the chosen one is in `port` and `rpcUrl`. */
  port: number
  host?: string
  /** Loaded at start when it exists, written when anvil stops (SIGINT/SIGTERM). */
  stateFile?: string
  /** How long to wait for JSON-RPC to answer. */
  timeoutMs?: number
  /** How long stop() waits for the exit before SIGKILL. */
  stopTimeoutMs?: number
}

export interface Anvil {
  chainId: number
  port: number
  rpcUrl: string
  pid: number
  /** Resolves when the process exits, expectedly or not. */
  exited: Promise<ChildExit>
  /** SIGTERM (anvil saves its state file), resolves once the process has exited. */
  stop(): Promise<void>
}

const LISTENING = /Listening on ([^\s]+):(\d+)/

/** Starts anvil from the npm package and waits until it answers JSON-RPC with `chainId`. */
export async function startAnvil(options: StartAnvilOptions): Promise<Anvil> {
  const { chainId, port, host = '127.0.0.1', stateFile } = options
  const { timeoutMs = 10_000, stopTimeoutMs = 10_000 } = options
  const label = `anvil (chain ${chainId}) on ${host}:${port}`
  if (stateFile) await mkdir(dirname(stateFile), { recursive: true })
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId)]
  if (stateFile) args.push('--state', stateFile)
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = childExit(child)

  let onListening: (port: number) => void = () => {}
  const listening = new Promise<number>((resolve) => {
    onListening = resolve
  })
  const tail = outputTail([child.stdout, child.stderr], {
    onLine: (line) => {
      const match = LISTENING.exec(line)
      if (match?.[2]) onListening(Number(match[2]))
    },
  })

  const deadline = Date.now() + timeoutMs
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${label} did not start within ${timeoutMs} ms`)),
      timeoutMs,
    )
  })
  const died = exited.then((exit) => {
    throw new Error(`${label} exited before it was ready (${describeExit(exit)}):\n${tail()}`)
  })
  try {
    const actualPort = await Promise.race([listening, died, timedOut])
    const rpcUrl = `http://${host}:${actualPort}`
    await Promise.race([waitForRpc(rpcUrl, chainId, deadline), died, timedOut])
    const pid = child.pid ?? -1
    await Promise.race([
      waitForSignalHandlers(pid, ['SIGINT', 'SIGTERM'], deadline),
      died,
      timedOut,
    ])
    return {
      chainId,
      port: actualPort,
      rpcUrl,
      pid,
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
