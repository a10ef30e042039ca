import type { ChildProcess } from 'node:child_process'

export interface ChildExit {
  code: number | null
  signal: NodeJS.Signals | null
  /** Set when the process could not be spawned at all (e.g. ENOENT). */
  error?: string
}

/** Resolves once the child has exited or failed to spawn (at once if it already has). */
export function childExit(child: ChildProcess): Promise<ChildExit> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode })
  }
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
    child.once('error', (error) => {
      if (child.pid === undefined) resolve({ code: null, signal: null, error: error.message })
    })
  })
}

export function describeExit({ code, signal, error }: ChildExit): string {
  if (error) return error
  return signal ? `signal ${signal}` : `code ${code}`
}
