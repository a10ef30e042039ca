import { DEV_NAMES_GATEWAY_SIGNER, DEV_NAMES_GATEWAY_SIGNER_KEY } from '@foyer/protocol'
import Fastify from 'fastify'
import {
  decodeAbiParameters,
  encodeFunctionData,
  type Hex,
  namehash,
  recoverAddress,
  toHex,
} from 'viem'
import { packetToBytes } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { errorHandlers } from '../../http/errorHandlers'
import { extendedResolverAbi, resolverProfilesAbi } from './answerResolveCall'
import { CCIP_ANSWER_TTL_SECONDS, ccipGatewayRoutes } from './ccipGatewayRoutes'
import { gatewaySignatureHash } from './signGatewayAnswer'
import { memoryNameLookup } from './testing/memoryNameLookup'

const sender = '0x8f105b87580e271d9957751d14401a0c4a8d3f37'
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const now = new Date('2026-01-01T00:00:00Z')
const request = encodeFunctionData({
  abi: extendedResolverAbi,
  functionName: 'resolve',
  args: [
    toHex(packetToBytes('alice.foyer.id')),
    encodeFunctionData({
      abi: resolverProfilesAbi,
      functionName: 'addr',
      args: [namehash('alice.foyer.id')],
    }),
  ],
})

function gateway() {
  const app = Fastify()
  errorHandlers(app)
  ccipGatewayRoutes(app, {
    zone: 'foyer.id',
    lookup: memoryNameLookup([{ label: 'alice', coinType: 60, address: alice }]),
    signerKey: DEV_NAMES_GATEWAY_SIGNER_KEY,
    now: () => now,
  })
  return app
}

async function expectSignedAnswer(data: Hex) {
  const [result, expires, signature] = decodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    data,
  )
  expect(decodeAbiParameters([{ type: 'address' }], result)[0]).toBe(alice)
  expect(expires).toBe(BigInt(now.getTime() / 1000 + CCIP_ANSWER_TTL_SECONDS))
  const hash = gatewaySignatureHash(sender, expires, request, result)
  expect(await recoverAddress({ hash, signature })).toBe(DEV_NAMES_GATEWAY_SIGNER)
}

describe('ccipGatewayRoutes', () => {
  it('answers GET /v1/names/ccip/{sender}/{data}.json, signed, to every origin', async () => {
    const response = await gateway().inject({
      url: `/v1/names/ccip/${sender}/${request}.json`,
      headers: { origin: 'https://other-app.example' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe('*')
    await expectSignedAnswer(response.json().data)
  })

  it('answers POST /v1/names/ccip with {sender, data}', async () => {
    const response = await gateway().inject({
      method: 'POST',
      url: '/v1/names/ccip',
      payload: { sender, data: request },
    })
    expect(response.statusCode).toBe(200)
    await expectSignedAnswer(response.json().data)
  })

  it.each([
    ['no .json', `/v1/names/ccip/${sender}/${request}`],
    ['a sender that is no address', `/v1/names/ccip/0x1234/${request}.json`],
    ['data that is not hex', `/v1/names/ccip/${sender}/0xzz.json`],
  ])('refuses a GET with %s', async (_, url) => {
    const response = await gateway().inject({ url })
    expect(response.statusCode).toBe(400)
    expect(response.headers['access-control-allow-origin']).toBe('*')
    expect(response.json().error).toEqual({
      code: 'INVALID_CCIP_REQUEST',
      message: 'Expected /v1/names/ccip/{sender}/{data}.json with an address and hex data',
    })
  })

  it('refuses a POST without sender and data', async () => {
    const response = await gateway().inject({
      method: 'POST',
      url: '/v1/names/ccip',
      payload: { data: request },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(
      'Expected a JSON body {sender, data} with an address and hex data',
    )
  })

  it('refuses a call the gateway does not answer, saying why', async () => {
    const response = await gateway().inject({ url: `/v1/names/ccip/${sender}/0x12345678.json` })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'INVALID_CCIP_REQUEST',
      message: 'Expected a call of resolve(bytes name, bytes data)',
    })
  })

  it('answers 500 when the names store fails, signing nothing', async () => {
    const app = Fastify()
    errorHandlers(app)
    ccipGatewayRoutes(app, {
      zone: 'foyer.id',
      lookup: {
        addressOf: () => Promise.reject(new Error('database down')),
        nameOf: () => Promise.reject(new Error('database down')),
        textOf: () => Promise.reject(new Error('database down')),
      },
      signerKey: DEV_NAMES_GATEWAY_SIGNER_KEY,
    })
    const response = await app.inject({ url: `/v1/names/ccip/${sender}/${request}.json` })
    expect(response.statusCode).toBe(500)
    expect(response.json().data).toBeUndefined()
  })
})
