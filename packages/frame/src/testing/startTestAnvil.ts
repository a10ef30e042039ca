import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

/** Test helper: a real local chain (anvil from `@foundry-rs/anvil`) on a free loopback port. */
export async function startTestAnvil(
  chainId = 31337,
): Promise<{ rpcUrl: string; stop(): Promise<void> }> {
  const port = await freePort()
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: 'ignore' },
  )
  const rpcUrl = `http://127.0.0.1:${port}`
  await waitForRpc(rpcUrl, child)
  return {
    rpcUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const fromAnvil = createRequire(require.resolve('@foundry-rs/anvil/package.json'))
  const suffix = process.arch === 'arm64' ? 'linux-arm64' : 'linux-amd64'
  return join(
    dirname(fromAnvil.resolve(`@foundry-rs/anvil-${suffix}/package.json`)),
    'bin',
    'anvil',
  )
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function waitForRpc(rpcUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error('anvil exited')
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('anvil did not start')
}
