import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from './startAnvil'
import { waitForRpc } from './waitForRpc'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 })
})
afterAll(() => anvil.stop())

describe('waitForRpc', () => {
  it('returns when the node answers with the expected chain id', async () => {
    await expect(waitForRpc(anvil.rpcUrl, 31337, Date.now() + 5_000)).resolves.toBeUndefined()
  })

  it('fails at once when the node is another chain', async () => {
    await expect(waitForRpc(anvil.rpcUrl, 1, Date.now() + 5_000)).rejects.toThrow(
      `${anvil.rpcUrl} answered chain id 31337, expected 1`,
    )
  })

  it('fails when nothing answers before the deadline', async () => {
    const stopped = await startAnvil({ chainId: 31337, port: 0 })
    await stopped.stop()
    await expect(waitForRpc(stopped.rpcUrl, 31337, Date.now() + 200)).rejects.toThrow(
      `${stopped.rpcUrl} did not answer JSON-RPC in time (fetch failed)`,
    )
  })

  it('fails when the answer is not JSON-RPC', async () => {
    const { createServer } = await import('node:http')
    const server = createServer((_, response) => response.end('{"error":"nope"}'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    try {
      await expect(waitForRpc(url, 31337, Date.now() + 200)).rejects.toThrow(
        `${url} did not answer JSON-RPC in time (unexpected answer {"error":"nope"})`,
      )
    } finally {
      server.close()
    }
  })
})
