import { spawn } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { stopChild } from './stopChild'
import { waitForSignalHandlers } from './waitForSignalHandlers'

const children: ReturnType<typeof spawn>[] = []
afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => stopChild(child, { signal: 'SIGKILL' })))
})

function started(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] })
  children.push(child)
  return child
}

describe('waitForSignalHandlers', () => {
  it('returns once the process catches the signals', async () => {
    const child = started(process.execPath, [
      '-e',
      "process.on('SIGUSR2', () => {}); console.log('up'); setInterval(() => {}, 1000)",
    ])
    await new Promise((resolve) => child.stdout.once('data', resolve))
    await expect(
      waitForSignalHandlers(child.pid ?? -1, ['SIGUSR2'], Date.now() + 5_000),
    ).resolves.toBeUndefined()
  })

  it('fails when a signal is still left to its default action at the deadline', async () => {
    const child = started('sleep', ['30'])
    await expect(
      waitForSignalHandlers(child.pid ?? -1, ['SIGINT', 'SIGTERM'], Date.now() + 100),
    ).rejects.toThrow(`Process ${child.pid} did not handle SIGINT, SIGTERM in time`)
  })
})
