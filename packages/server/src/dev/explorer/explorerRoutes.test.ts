import { type Anvil, startAnvil, testAccounts } from '@foyer/devchain'
import { DEV_EXPLORER_PATH } from '@foyer/protocol'
import Fastify, { type FastifyInstance } from 'fastify'
import { createWalletClient, type HDAccount, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainClients } from '../../chain/chainClients'
import { createChainRegistry } from '../../chain/chainRegistry'
import { DEFAULT_RPC_POLICY } from '../../chain/rpc/rpcPolicy'
import { errorHandlers } from '../../http/errorHandlers'
import { explorerRoutes } from './explorerRoutes'

const sender = testAccounts[1] as HDAccount
const receiver = (testAccounts[2] as HDAccount).address
let anvil: Anvil
let app: FastifyInstance

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 })
  app = Fastify()
  errorHandlers(app)
  const registry = createChainRegistry({
    chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
    deployments: async () => undefined,
  })
  explorerRoutes(app, { registry, clients: chainClients(DEFAULT_RPC_POLICY) })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await anvil.stop()
})

const page = (path: string) => app.inject({ method: 'GET', url: `${DEV_EXPLORER_PATH}${path}` })

describe('the dev explorer', () => {
  it('shows a mined transaction: status, parties and value, as script-free HTML', async () => {
    const wallet = createWalletClient({ account: sender, transport: http(anvil.rpcUrl) })
    const hash = await wallet.sendTransaction({
      to: receiver,
      value: parseEther('1.25'),
      chain: null,
    })
    const response = await page(`/31337/tx/${hash}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    expect(response.body).toContain('<title>Transaction success</title>')
    for (const text of [hash, sender.address, receiver, '1.25 ETH', 'Foyer dev chain A']) {
      expect(response.body).toContain(text)
    }
    expect(response.body).not.toContain('<script')
  })

  it('shows an address with its balance and the transactions it sent', async () => {
    const response = await page(`/31337/address/${sender.address}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Transactions sent</dt><dd>1</dd>')
  })

  it.each([
    ['an unknown transaction', `/31337/tx/0x${'ab'.repeat(32)}`, 404],
    ['a chain the API does not serve', `/1/tx/0x${'ab'.repeat(32)}`, 404],
    ['a malformed hash', '/31337/tx/0x1234', 400],
    ['a malformed address', '/31337/address/0x1234', 400],
  ])('answers %s with its status', async (_, path, status) => {
    expect((await page(path)).statusCode).toBe(status)
  })
})
