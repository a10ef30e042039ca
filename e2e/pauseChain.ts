import { readdirSync, readFileSync } from 'node:fs'

/** The pid of the anvil process of the e2e stack listening on `port` (read from /proc). */
function anvilPid(port: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let args: string[]
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
    } catch {
      continue
    }
    const at = args.indexOf('--port')
    if (args[0]?.endsWith('/anvil') && args[at + 1] === String(port)) return Number(entry)
  }
  throw new Error(`No anvil process listens on port ${port}`)
}

/**
 * Stops the dev chain on `port` without ending it (SIGSTOP): its RPC accepts connections and
 * never answers, as a node that hangs. The stack would stop if the chain exited, so it does not.
 * Returns the function that lets it run again (SIGCONT).
 */
export function pauseChain(port: number): () => void {
  const pid = anvilPid(port)
  process.kill(pid, 'SIGSTOP')
  return () => process.kill(pid, 'SIGCONT')
}
