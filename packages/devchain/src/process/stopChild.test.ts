import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { childExit, describeExit } from './childExit'
import { stopChild } from './stopChild'

function node(script: string) {
  return spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] })
}
async function ready(child: ReturnType<typeof node>) {
  await new Promise((resolve) => child.stdout.once('data', resolve))
}

describe('stopChild', () => {
  it('sends SIGTERM and resolves when the child has exited', async () => {
    const child = node("console.log('up'); setInterval(() => {}, 1000)")
    await ready(child)
    expect(await stopChild(child)).toEqual({ code: null, signal: 'SIGTERM' })
    expect(child.signalCode).toBe('SIGTERM')
  })

  it('kills a child that ignores the signal once the grace period is over', async () => {
    const child = node(
      "process.on('SIGTERM', () => {}); console.log('up'); setInterval(() => {}, 1000)",
    )
    await ready(child)
    expect(await stopChild(child, { graceMs: 100 })).toEqual({ code: null, signal: 'SIGKILL' })
  })

  it('resolves at once for a child that already exited', async () => {
    const child = node('process.exit(3)')
    await childExit(child)
    expect(await stopChild(child)).toEqual({ code: 3, signal: null })
  })
})

describe('childExit', () => {
  it('reports a program that cannot be spawned', async () => {
    const child = spawn('/nonexistent/program')
    const exit = await childExit(child)
    expect(exit).toEqual({ code: null, signal: null, error: 'spawn /nonexistent/program ENOENT' })
    expect(describeExit(exit)).toBe('spawn /nonexistent/program ENOENT')
  })
})

describe('describeExit', () => {
  it('names the signal, or else the exit code', () => {
    expect(describeExit({ code: null, signal: 'SIGKILL' })).toBe('signal SIGKILL')
    expect(describeExit({ code: 1, signal: null })).toBe('code 1')
  })
})
