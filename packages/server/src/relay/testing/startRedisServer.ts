import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'

export const REDIS_SERVER_BINARY = '/usr/bin/redis-server'

export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  url: string
  port: number
  stop(): Promise<void>
}

/**
 * Test helper: a throwaway redis-server on a free loopback port, nothing saved to disk. Fails
 * with the install command when redis-server is missing.
 */
export async function startRedisServer(binary = REDIS_SERVER_BINARY): Promise<RedisServer> {
  if (!existsSync(binary)) {
    throw new Error(
      `redis-server not found (${binary}). The relay's multi-node tests need a real Redis: run ` +
        '`bash scripts/install-system.sh` to install it.',
    )
  }
  const port = await freePort()
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error('no "Ready to accept connections" in 10 s')),
      10_000,
    )
    const fail = (error: Error) => {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`redis-server did not start on port ${port}: ${error.message}\n${output}`))
    }
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.once('error', fail)
    child.once('exit', (code) => fail(new Error(`exited with code ${code}`)))
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || !address) throw new Error('No free port on 127.0.0.1')
  return address.port
}
