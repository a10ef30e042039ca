import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { createTestClient, http, publicActions } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { tempDir } from '../test/tempDir'
import { type Anvil, startAnvil } from './startAnvil'

const running: Anvil[] = []
async function start(options: Parameters<typeof startAnvil>[0]): Promise<Anvil> {
  const anvil = await startAnvil(options)
  running.push(anvil)
  return anvil
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((anvil) => anvil.stop()))
})

function clientFor(anvil: Anvil) {
  return createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).extend(publicActions)
}

describe('startAnvil', () => {
  it('answers JSON-RPC with the chain id on the chosen port', async () => {
    const anvil = await start({ chainId: 31338, port: 0 })
    expect(anvil.port).toBeGreaterThan(0)
    expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`)
    expect(await clientFor(anvil).getChainId()).toBe(31338)
  })

  it('stop() resolves once the process has exited and the port is closed', async () => {
    const anvil = await start({ chainId: 31337, port: 0 })
    await anvil.stop()
    expect(await anvil.exited).toEqual({ code: 0, signal: null })
    await expect(fetch(anvil.rpcUrl, { method: 'POST' })).rejects.toThrow()
    await anvil.stop()
  })

  it('saves its state file on stop() and resumes from it', async () => {
    const stateFile = join(await tempDir('foyer-anvil'), 'nested', 'state.json')
    const first = await start({ chainId: 31337, port: 0, stateFile })
    await clientFor(first).mine({ blocks: 3 })
    await first.stop()
    expect(existsSync(stateFile)).toBe(true)

    const second = await start({ chainId: 31337, port: 0, stateFile })
    expect(await clientFor(second).getBlockNumber()).toBe(3n)
  })

  it('saves its state on SIGINT too (what Ctrl-C in a terminal sends)', async () => {
    const stateFile = join(await tempDir('foyer-anvil'), 'state.json')
    const first = await start({ chainId: 31337, port: 0, stateFile })
    await clientFor(first).mine({ blocks: 2 })
    process.kill(first.pid, 'SIGINT')
    expect(await first.exited).toEqual({ code: 0, signal: null })

    const second = await start({ chainId: 31337, port: 0, stateFile })
    expect(await clientFor(second).getBlockNumber()).toBe(2n)
  })

  it('kills an anvil that does not exit within stopTimeoutMs', async () => {
    const anvil = await start({ chainId: 31337, port: 0, stopTimeoutMs: 200 })
    process.kill(anvil.pid, 'SIGSTOP')
    await anvil.stop()
    expect(await anvil.exited).toEqual({ code: null, signal: 'SIGKILL' })
  })

  it('fails with anvil’s own message when the port is taken', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      await expect(startAnvil({ chainId: 31337, port })).rejects.toThrow(
        new RegExp(
          `anvil \\(chain 31337\\) on 127.0.0.1:${port} exited before it was ready \\(code 1\\):\\n.*Address already in use`,
        ),
      )
    } finally {
      server.close()
    }
  })

  it('fails when the state file is not a state dump', async () => {
    const stateFile = join(await tempDir('foyer-anvil'), 'state.json')
    await writeFile(stateFile, 'not json')
    await expect(startAnvil({ chainId: 31337, port: 0, stateFile })).rejects.toThrow(
      /exited before it was ready \(code 2\):\n.*failed to parse json file/,
    )
  })

  it('fails and kills anvil when it does not answer in time', async () => {
    await expect(startAnvil({ chainId: 31337, port: 0, timeoutMs: 1 })).rejects.toThrow(
      'anvil (chain 31337) on 127.0.0.1:0 did not start within 1 ms',
    )
  })
})
