import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { freePort } from '../process/freePort'
import { isAnvil } from './isAnvil'
import { startAnvil } from './startAnvil'

async function serve(body: string): Promise<{ url: string; close(): void }> {
  const server = createServer((_, response) => response.end(body))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => server.close(),
  }
}

describe('isAnvil', () => {
  it('recognises anvil', async () => {
    const anvil = await startAnvil({ chainId: 31337, port: 0 })
    try {
      expect(await isAnvil(anvil.rpcUrl)).toBe(true)
    } finally {
      await anvil.stop()
    }
  })

  it.each([
    ['another client', '{"jsonrpc":"2.0","id":1,"result":"Geth/v1.15.0"}'],
    ['a JSON-RPC error', '{"jsonrpc":"2.0","id":1,"error":{"code":-32601}}'],
    ['a body that is not JSON', '<html>'],
  ])('says no to %s', async (_, body) => {
    const server = await serve(body)
    try {
      expect(await isAnvil(server.url)).toBe(false)
    } finally {
      server.close()
    }
  })

  it('throws when nothing answers', async () => {
    await expect(isAnvil(`http://127.0.0.1:${await freePort()}`)).rejects.toThrow('fetch failed')
  })
})
