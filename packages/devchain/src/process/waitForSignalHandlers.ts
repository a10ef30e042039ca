import { readFile } from 'node:fs/promises'
import { constants } from 'node:os'

/**
 * Waits until process `pid` catches every one of `signals` (Linux: the SigCgt mask in
 * /proc/<pid>/status). anvil answers JSON-RPC a moment before it handles SIGINT/SIGTERM; a stop
 * in between would kill it without saving its state. Elsewhere it returns at once.
 */
export async function waitForSignalHandlers(
  pid: number,
  signals: NodeJS.Signals[],
  deadline: number,
): Promise<void> {
  if (process.platform !== 'linux') return
  const wanted = signals.reduce(
    (mask, signal) => mask | (1n << BigInt(constants.signals[signal] - 1)),
    0n,
  )
  while (Date.now() < deadline) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const caught = BigInt(`0x${/^SigCgt:\s*([0-9a-f]+)$/m.exec(status)?.[1] ?? '0'}`)
    if ((caught & wanted) === wanted) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`Process ${pid} did not handle ${signals.join(', ')} in time`)
}
