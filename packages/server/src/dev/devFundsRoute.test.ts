import { type Anvil, startAnvil } from '@foyer/devchain'
import { DEV_FUNDS_WEI, devFundsResponseSchema, findRoute } from '@foyer/protocol'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { type ChainClients, chainClients } from '../chain/chainClients'
import { DEFAULT_RPC_POLICY } from '../chain/rpc/rpcPolicy'
import { errorHandlers } from '../http/errorHandlers'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { testConfig } from '../test/testConfig'
import { type DevFundsOptions, devFundsRoute } from './devFundsRoute'

const ADDRESS = '0x1111111111111111111111111111111111111111'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 })
}, 30_000)
afterAll(() => anvil?.stop())

const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

/** A node that answers each method as `answer` says (or throws what it throws). */
function fakeNode(answer: (method: string) => unknown): ChainClients {
  const client = { request: async ({ method }: { method: string }) => answer(method) }
  return () => client as unknown as ReturnType<ChainClients>
}

function app(options: Partial<DevFundsOptions> = {}) {
  const instance = Fastify()
  errorHandlers(instance)
  devFundsRoute(instance, {
    chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
    clients: chainClients(DEFAULT_RPC_POLICY),
    ...options,
  })
  apps.push(instance)
  return instance
}

async function post(instance: FastifyInstance, payload: unknown) {
  return instance.inject({ method: 'POST', url: '/dev/funds', payload: payload as object })
}

async function balanceOf(address: string): Promise<bigint> {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  })
  return BigInt(((await response.json()) as { result: string }).result)
}

describe('POST /dev/funds', () => {
  it('adds 10 ETH to the address on the dev chain, every time', async () => {
    const instance = app()
    const address = '0x2222222222222222222222222222222222222222'
    const before = await balanceOf(address)
    const first = await post(instance, { chainId: 31337, address })
    expect(first.statusCode).toBe(200)
    expect(devFundsResponseSchema.parse(first.json())).toEqual({
      chainId: 31337,
      address,
      added: DEV_FUNDS_WEI.toString(),
      balance: (before + DEV_FUNDS_WEI).toString(),
    })
    expect(await balanceOf(address)).toBe(before + DEV_FUNDS_WEI)
    expect((await post(instance, { chainId: 31337, address })).statusCode).toBe(200)
    expect(await balanceOf(address)).toBe(before + 2n * DEV_FUNDS_WEI)
  })

  it.each([
    ['no body', undefined, 'chainId: '],
    ['a bad address', { chainId: 31337, address: '0x12' }, 'address: Expected a 0x-prefixed'],
    ['no chain', { address: ADDRESS }, 'chainId: '],
    ['a string chain', { chainId: '31337', address: ADDRESS }, 'chainId: '],
    ['a negative chain', { chainId: -1, address: ADDRESS }, 'chainId: '],
    ['an unknown key', { chainId: 31337, address: ADDRESS, amount: '1e30' }, 'Unrecognized key'],
    ['an array', [1, 2], 'expected object'],
  ])('is a 400 INVALID_PARAMS for %s', async (_, payload, message) => {
    const response = await post(app(), payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('INVALID_PARAMS')
    expect(response.json().error.message).toContain(message)
  })

  it('is a 400 for a chain this server does not serve', async () => {
    const response = await post(app(), { chainId: 1, address: ADDRESS })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: {
        code: 'UNKNOWN_CHAIN',
        message: 'Unknown chain: chain 1 is not a dev chain of this server',
      },
    })
  })

  it('is a 400 for a served chain whose node is not an anvil, and sets nothing', async () => {
    const calls: string[] = []
    const clients = fakeNode((method) => {
      calls.push(method)
      return method === 'web3_clientVersion' ? 'Geth/v1.14.0' : '0x0'
    })
    const response = await post(app({ clients }), { chainId: 31337, address: ADDRESS })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(
      'Unknown chain: chain 31337 is not a dev chain (its node is not an anvil)',
    )
    expect(calls).toEqual(['web3_clientVersion'])
  })

  it('is a 503 with Retry-After while the dev node does not answer, then asks it again', async () => {
    let up = false
    const clients = fakeNode((method) => {
      if (!up) throw new Error('fetch failed')
      return method === 'web3_clientVersion' ? 'anvil/v1.2.3' : '0x0'
    })
    const instance = app({ clients })
    const down = await post(instance, { chainId: 31337, address: ADDRESS })
    expect(down.statusCode).toBe(503)
    expect(down.headers['retry-after']).toBe('5')
    expect(down.json().error.code).toBe('CHAIN_UNAVAILABLE')
    up = true
    expect((await post(instance, { chainId: 31337, address: ADDRESS })).statusCode).toBe(200)
  })

  it('is a 503 when the node answers a balance that is not a quantity, and sets nothing', async () => {
    const calls: string[] = []
    const clients = fakeNode((method) => {
      calls.push(method)
      return method === 'web3_clientVersion' ? 'anvil/1' : { balance: 'lots' }
    })
    const response = await post(app({ clients }), { chainId: 31337, address: ADDRESS })
    expect(response.statusCode).toBe(503)
    expect(response.json().error.code).toBe('CHAIN_UNAVAILABLE')
    expect(calls).toEqual(['web3_clientVersion', 'eth_getBalance'])
  })

  it('is a 429 with Retry-After beyond the limit per client, and again after a minute', async () => {
    let time = 1_000_000
    const clients = fakeNode((method) => (method === 'web3_clientVersion' ? 'anvil/1' : '0x0'))
    const instance = app({ clients, perMinute: 2, now: () => time })
    const body = { chainId: 31337, address: ADDRESS }
    expect((await post(instance, body)).statusCode).toBe(200)
    expect((await post(instance, body)).statusCode).toBe(200)
    time += 20_000
    const limited = await post(instance, body)
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBe('40')
    expect(limited.json().error.code).toBe('RATE_LIMITED')
    // Bad input costs nothing and is not counted.
    expect((await post(instance, { chainId: 31337 })).statusCode).toBe(400)
    time += 40_000
    expect((await post(instance, body)).statusCode).toBe(200)
  })

  it('is a dev route: no project is needed', () => {
    expect(findRoute('/dev/funds', 'POST')?.access).toBe('dev')
  })
})

describe('POST /dev/funds in the app', () => {
  let db: Database
  beforeAll(async () => {
    db = await migratedPglite()
  })
  afterAll(() => db?.close())

  async function appWith(env: Record<string, string>) {
    const instance = await createApp(
      testConfig({ CHAIN_RPC_URLS: `31337=${anvil.rpcUrl}`, ...env }),
      {
        db,
      },
    )
    apps.push(instance)
    return instance
  }

  it('is served in dev mode, with no project', async () => {
    const response = await post(await appWith({}), { chainId: 31337, address: ADDRESS })
    expect(response.statusCode).toBe(200)
  })

  it('does not exist outside dev mode', async () => {
    const response = await post(await appWith({ FOYER_DEV_MODE: 'false' }), {
      chainId: 31337,
      address: ADDRESS,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('NOT_FOUND')
  })
})
