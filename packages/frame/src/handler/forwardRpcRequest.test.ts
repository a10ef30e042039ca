import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil } from '../testing/startTestAnvil'
import { forwardRpcRequest } from './forwardRpcRequest'

let anvil: { rpcUrl: string; stop(): Promise<void> }
let notRpc: Server
let notRpcUrl = ''

beforeAll(async () => {
  anvil = await startTestAnvil(31337)
  notRpc = createServer((_, response) => response.end('<html>not json-rpc</html>'))
  await new Promise<void>((resolve) => notRpc.listen(0, '127.0.0.1', resolve))
  const address = notRpc.address()
  notRpcUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(async () => {
  await anvil.stop()
  notRpc.close()
})

const f = globalThis.fetch.bind(globalThis)

describe('forwardRpcRequest', () => {
  it('returns the result from a real node', async () => {
    expect(await forwardRpcRequest(f, anvil.rpcUrl, 'eth_chainId', undefined)).toBe('0x7a69')
  })

  it('throws RPC_ERROR with the node’s message as its details', async () => {
    const failure = forwardRpcRequest(f, anvil.rpcUrl, 'eth_getBalance', ['x'])
    await expect(failure).rejects.toMatchObject({
      code: 'RPC_ERROR',
      details: expect.stringMatching(/.+/),
    })
  })

  it('refuses a non-http URL, a body that is not JSON-RPC and an unreachable node', async () => {
    await expect(
      forwardRpcRequest(f, 'file:///etc/passwd', 'eth_chainId', []),
    ).rejects.toMatchObject({ code: 'RPC_URL_INVALID' })
    await expect(forwardRpcRequest(f, notRpcUrl, 'eth_chainId', [])).rejects.toMatchObject({
      code: 'RPC_BAD_ANSWER',
      message: 'The RPC endpoint answered badly (200)',
    })
    await expect(
      forwardRpcRequest(f, 'http://127.0.0.1:1', 'eth_chainId', []),
    ).rejects.toMatchObject({ code: 'RPC_UNREACHABLE' })
  })
})
