import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { type NginxPorts, nginxConfig } from './nginxConfig'

export const NGINX_BINARY = '/usr/sbin/nginx'

export interface RunningNginx {
  stop(): Promise<void>
  /** The error log so far (for a failing test's message). */
  errorLog(): Promise<string>
}

/**
 * Test helper: nginx from Debian with nginxConfig in a temp prefix, in the foreground as the
 * current user (as root its workers drop to nobody, so the prefix is made readable to them);
 * resolves once every port accepts connections. Fails with the install command when nginx is
 * missing.
 */
export async function startNginx(ports: NginxPorts, binary = NGINX_BINARY): Promise<RunningNginx> {
  if (!existsSync(binary)) {
    throw new Error(
      `nginx not found (${binary}). The deployment test runs nginx in front of two nodes: run \`bash scripts/install-system.sh\` to install it.`,
    )
  }
  const prefix = await mkdtemp(join(tmpdir(), 'foyer-nginx-'))
  await mkdir(join(prefix, 'tmp'))
  if (userInfo().uid === 0) {
    await chmod(prefix, 0o755)
    await chmod(join(prefix, 'tmp'), 0o777)
  }
  const conf = join(prefix, 'nginx.conf')
  await writeFile(conf, nginxConfig(prefix, ports))
  const child = spawn(binary, ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', conf], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  const errorLog = () => readFile(join(prefix, 'error.log'), 'utf8').catch(() => '')
  const stop = async () => {
    await stopChild(child)
    await rm(prefix, { recursive: true, force: true })
  }
  const all = [ports.api, ports.frame, ...ports.pinned]
  const deadline = Date.now() + 10_000
  while (!(await Promise.all(all.map(accepts))).every(Boolean)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = `${output}${await errorLog()}`
      await stop()
      throw new Error(`nginx did not start on ports ${all.join(', ')}:\n${log}`)
    }
    await sleep(50)
  }
  return { stop, errorLog }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** SIGTERM (SIGKILL after 10 s); resolves once the process is gone. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
