import { type Deployments, priceResponseSchema } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app/createApp'
import { createProject } from '../../projects/createProject'
import type { Project } from '../../projects/project'
import type { Database } from '../../store/database'
import { migratedPglite } from '../../test/migratedPglite'
import { projectQuery } from '../../test/projectQuery'
import { testConfig } from '../../test/testConfig'
import { createChainRegistry } from '../chainRegistry'
import { type DevChain, startDevChain } from '../test/devChain'

let db: Database
let dev: DevChain
let app: FastifyInstance
let project: Project
let fusd: string
let foy: string

beforeAll(async () => {
  ;[db, dev] = await Promise.all([migratedPglite(), startDevChain()])
  const deployments: Deployments = {
    chains: [
      dev.deployment,
      { ...dev.deployment, chainId: 31338, priceOracle: undefined },
      // Chain 31339's oracle address holds no contract: its price reads fail.
      {
        ...dev.deployment,
        chainId: 31339,
        priceOracle: '0x00000000000000000000000000000000000000bB',
      },
    ],
  }
  const registry = createChainRegistry({
    chains: [31337, 31338, 31339].map((chainId) => ({ chainId, rpcUrl: dev.rpcUrl })),
    deployments: async () => deployments,
  })
  app = await createApp(testConfig(), { db, chain: { registry } })
  project = await createProject(db, { name: 'Shop' })
  ;[fusd, foy] = dev.deployment.tokens.map((token) => `eip155:31337:${token.address}`) as [
    string,
    string,
  ]
})
afterAll(async () => {
  await app.close()
  await Promise.all([dev.stop(), db.close()])
})

async function post(body: unknown) {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/fungible/price${projectQuery(project.id)}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
  return { status: response.statusCode, body: response.json() }
}

const icon = (symbol: string) =>
  `http://localhost:8787/public/getTokenImage/${symbol}${projectQuery(project.id)}`

describe('POST /v1/fungible/price', () => {
  it('prices the native coin and tokens, in request order', async () => {
    const { status, body } = await post({
      currency: 'usd',
      addresses: [foy, 'eip155:31337:native', fusd],
    })
    expect(status).toBe(200)
    expect(priceResponseSchema.parse(body)).toEqual({
      fungibles: [
        { address: foy, name: 'Foyer Token', symbol: 'FOY', iconUrl: icon('FOY'), price: 0.25 },
        {
          address: 'eip155:31337:native',
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: icon('ETH'),
          price: 3000,
        },
        { address: fusd, name: 'Foyer USD', symbol: 'FUSD', iconUrl: icon('FUSD'), price: 1 },
      ],
    })
  })

  it('matches token addresses in any case and repeats the id as asked', async () => {
    const lower = fusd.toLowerCase()
    const { body } = await post({ currency: 'eur', addresses: [lower] })
    expect(body.fungibles).toEqual([expect.objectContaining({ address: lower, price: 0.92 })])
  })

  it('leaves out what it cannot price', async () => {
    const { body } = await post({
      currency: 'usd',
      addresses: [
        'eip155:1:native',
        'eip155:31337:0x000000000000000000000000000000000000dEaD',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:native',
        'eip155:31338:native',
        'not an asset',
        'eip155:31337:native',
      ],
    })
    expect(body.fungibles.map((entry: { address: string }) => entry.address)).toEqual([
      'eip155:31337:native',
    ])
  })

  it.each([
    [
      { currency: 'gbp', addresses: ['eip155:31337:native'] },
      'currency: Unsupported currency: expected one of usd, eur',
    ],
    [{ currency: 'usd', addresses: [] }, 'addresses: Too small: expected array to have >=1 items'],
    [{ currency: 'usd' }, 'addresses: Invalid input: expected array, received undefined'],
    [[], 'Invalid input: expected object, received array'],
  ])('answers %j with 400 INVALID_PARAMS', async (payload, message) => {
    expect(await post(payload)).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_PARAMS', message } },
    })
  })

  it('answers a request without a body with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/v1/fungible/price${projectQuery(project.id)}`,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_PARAMS',
        message: 'Invalid input: expected object, received undefined',
      },
    })
  })

  it('answers 502 PRICE_UNAVAILABLE when a chain’s price source fails', async () => {
    const { status, body } = await post({
      currency: 'usd',
      addresses: ['eip155:31337:native', 'eip155:31339:native'],
    })
    expect(status).toBe(502)
    expect(body.error.code).toBe('PRICE_UNAVAILABLE')
    expect(body.error.message).toMatch(
      /^Cannot read prices on eip155:31339: the price oracle 0x0+bB did not answer priceOf: /,
    )
  })
})
