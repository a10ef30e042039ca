import {
  DEV_SOLANA_ADDRESSES,
  DEV_SOLANA_BALANCE,
  DEV_SOLANA_TOKEN,
  type DevSvmServer,
  devSolanaDeployment,
  devSolanaSigner,
  randomSolanaAddress,
  sendDevSolanaToken,
  sendSol,
  startDevSvm,
} from '@foyer/devchain'
import {
  balanceResponseSchema,
  type Deployments,
  SOLANA_DEV_CHAIN,
  SOLANA_DEVNET_CHAIN,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app/createApp'
import { createProject } from '../../projects/createProject'
import type { Project } from '../../projects/project'
import type { Database } from '../../store/database'
import { migratedPglite } from '../../test/migratedPglite'
import { freePort } from '../../test/postgresCluster'
import { projectQuery } from '../../test/projectQuery'
import { testConfig } from '../../test/testConfig'
import { createChainRegistry } from '../chainRegistry'
import { type DevChain, startDevChain } from '../test/devChain'
import { createSolanaChainRegistry } from './solanaChainRegistry'

const HOLDER = DEV_SOLANA_ADDRESSES[3]

let db: Database
let evm: DevChain
let svm: DevSvmServer
let app: FastifyInstance
let project: Project
/** The deployments as the registries read them (a test drops the prices). */
let deployments: Deployments

beforeAll(async () => {
  ;[db, evm, svm] = await Promise.all([migratedPglite(), startDevChain(), startDevSvm({ port: 0 })])
  const deadNode = `http://127.0.0.1:${await freePort()}`
  deployments = {
    chains: [evm.deployment],
    solana: [devSolanaDeployment(svm.rpcUrl, [evm.deployment])],
  }
  const read = async () => deployments
  app = await createApp(testConfig(), {
    db,
    chain: {
      registry: createChainRegistry({
        chains: [{ chainId: 31337, rpcUrl: evm.rpcUrl }],
        deployments: read,
        recheckMs: 0,
      }),
      solanaRegistry: createSolanaChainRegistry({
        chains: [
          { caipNetworkId: SOLANA_DEV_CHAIN, rpcUrl: svm.rpcUrl },
          { caipNetworkId: SOLANA_DEVNET_CHAIN, rpcUrl: deadNode },
        ],
        deployments: read,
        recheckMs: 0,
      }),
      rpcPolicy: { retryCount: 0, retryDelayMs: 10, timeoutMs: 2_000 },
    },
  })
  project = await createProject(db, { name: 'Shop' })
})
afterAll(async () => {
  await app.close()
  await Promise.all([evm.stop(), svm.stop(), db.close()])
})

async function request(address: string, params: Record<string, string> = {}) {
  const query = projectQuery(project.id, {
    chainId: SOLANA_DEV_CHAIN,
    currency: 'usd',
    ...params,
  })
  return app.inject({ method: 'GET', url: `/v1/account/${address}/balance${query}` })
}

async function balances(address: string, params: Record<string, string> = {}) {
  const response = await request(address, params)
  expect(response.statusCode, response.body).toBe(200)
  return balanceResponseSchema.parse(response.json()).balances
}

const icon = (symbol: string) =>
  `http://localhost:8787/public/getTokenImage/${symbol}${projectQuery(project.id)}`

describe('GET /v1/account/{address}/balance on the dev SVM', () => {
  it('lists SOL and the dev FUSD, priced through the EVM dev chain’s oracle', async () => {
    expect(await balances(HOLDER)).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: SOLANA_DEV_CHAIN,
        value: 150_000,
        price: 150,
        quantity: { decimals: '9', numeric: '1000' },
        iconUrl: icon('SOL'),
      },
      {
        name: 'Foyer USD',
        symbol: 'FUSD',
        chainId: SOLANA_DEV_CHAIN,
        address: `${SOLANA_DEV_CHAIN}:${DEV_SOLANA_TOKEN.mint}`,
        value: 10_000,
        price: 1,
        quantity: { decimals: '6', numeric: '10000' },
        iconUrl: icon('FUSD'),
      },
    ])
    expect(DEV_SOLANA_BALANCE).toBe(1_000_000_000_000n)
  })

  it('shows real SOL and SPL transfers to an empty account exactly', async () => {
    const sender = await devSolanaSigner(2)
    const receiver = await randomSolanaAddress()
    expect(await balances(receiver)).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        value: 0,
        quantity: { decimals: '9', numeric: '0' },
      }),
    ])
    await sendSol(svm.rpcUrl, sender, receiver, 1_500_000_000n)
    await sendDevSolanaToken(svm.rpcUrl, sender, receiver, 12_345_678n)
    // The answer above is kept: forceUpdate reads the node again.
    expect(await balances(receiver, { forceUpdate: 'true' })).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        price: 150,
        value: 225,
        quantity: { decimals: '9', numeric: '1.5' },
      }),
      expect.objectContaining({
        symbol: 'FUSD',
        price: 1,
        value: 12.345678,
        quantity: { decimals: '6', numeric: '12.345678' },
      }),
    ])
  })

  it('prices in euros too', async () => {
    const [sol, fusd] = await balances(HOLDER, { currency: 'EUR' })
    expect(sol).toMatchObject({ price: 138, value: 138_000 })
    expect(fusd).toMatchObject({ price: 0.92, value: 9_200 })
  })

  it('answers unpriced when the price chain is not served, and does not keep that answer', async () => {
    const kept = deployments
    const entry = devSolanaDeployment(svm.rpcUrl, [evm.deployment])
    deployments = {
      ...kept,
      solana: [{ ...entry, prices: { ...entry.prices, chainId: 31338 } }],
    }
    try {
      const list = await balances(HOLDER, { forceUpdate: 'true' })
      expect(list.map(({ symbol, price, value }) => ({ symbol, price, value }))).toEqual([
        { symbol: 'SOL', price: 0, value: 0 },
        { symbol: 'FUSD', price: 0, value: 0 },
      ])
    } finally {
      deployments = kept
    }
    expect((await balances(HOLDER))[0]?.price).toBe(150)
  })
})

describe('GET /v1/account/{address}/balance Solana refusals', () => {
  it.each([
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    'abc',
    // 31 bytes.
    '1111111111111111111111111111111',
    // 0 is not a base58 digit.
    `${HOLDER.slice(0, -1)}0`,
  ])('answers the address %s with 400 INVALID_PARAMS', async (address) => {
    const response = await request(address)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_PARAMS',
        message: `address must be a Solana address (base58 of 32 bytes) on a Solana chain, got ${JSON.stringify(address)}`,
      },
    })
  })

  it('answers a Solana address on an EVM chain with the EVM message', async () => {
    const response = await request(HOLDER, { chainId: 'eip155:31337' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toMatch(
      /^address must be a 0x-prefixed 20-byte hex address/,
    )
  })

  it.each([
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'UNSUPPORTED_CHAIN', 'Unsupported chain'],
    [
      'solana:',
      'INVALID_PARAMS',
      'chainId must be a CAIP-2 network id such as eip155:1, or a chain id, got "solana:"',
    ],
    [
      'solana:a:b',
      'INVALID_PARAMS',
      'chainId must be a CAIP-2 network id such as eip155:1, or a chain id, got "solana:a:b"',
    ],
  ])('answers chainId=%s with 400 %s', async (chainId, code, message) => {
    const response = await request(HOLDER, { chainId })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: { code, message } })
  })

  it('answers a bad currency or forceUpdate on a Solana chain with 400', async () => {
    expect((await request(HOLDER, { currency: 'gbp' })).statusCode).toBe(400)
    expect((await request(HOLDER, { forceUpdate: 'yes' })).json().error.message).toBe(
      'forceUpdate must be true or false, got "yes"',
    )
  })

  it('answers 502 BALANCE_UNAVAILABLE when the Solana node cannot be reached', async () => {
    const response = await request(HOLDER, { chainId: SOLANA_DEVNET_CHAIN })
    expect(response.statusCode).toBe(502)
    expect(response.json().error.message).toMatch(
      new RegExp(`^Cannot read balances on ${SOLANA_DEVNET_CHAIN}: the node did not answer`),
    )
  })
})
