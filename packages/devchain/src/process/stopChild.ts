import type { ChildProcess } from 'node:child_process'
import { type ChildExit, childExit } from './childExit'

/**
 * Sends `signal` (SIGTERM by default, so anvil dumps its state) and resolves when the child has
 * exited. A child still running after `graceMs` is killed with SIGKILL.
 */
export async function stopChild(
  child: ChildProcess,
  { signal = 'SIGTERM', graceMs = 10_000 }: { signal?: NodeJS.Signals; graceMs?: number } = {},
): Promise<ChildExit> {
  const exited = childExit(child)
  if (child.exitCode !== null || child.signalCode !== null) return exited
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  try {
    return await exited
  } finally {
    clearTimeout(timer)
  }
}
