import {
  apiErrorSchema,
  BITCOIN_MAINNET_CHAIN,
  BITCOIN_TESTNET_CHAIN,
  createSiwxMessage,
  SIWX_PATHS,
  type SiwxMessage,
  SOLANA_DEV_CHAIN,
  SOLANA_MAINNET_CHAIN,
  siwxNonceResponseSchema,
  siwxSessionSchema,
} from '@foyer/protocol'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base58, base64 } from '@scure/base'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { bytesToHex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createChainRegistry } from '../chain/chainRegistry'
import { createProject } from '../projects/createProject'
import type { Project } from '../projects/project'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'

const PAGE = 'http://foyer.localhost:5173'
const SOLANA_KEY = new Uint8Array(32).fill(11)
const SOLANA_ADDRESS = base58.encode(ed25519.getPublicKey(SOLANA_KEY))
// BIP-322's official vectors: the key of L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k.
const BITCOIN_KEY = Uint8Array.from(
  Buffer.from('bb051cd0dda0246f33c5a9e133ebd8e7bc02a92af6c41adc131ccd7826c5b004', 'hex'),
)
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'

let db: Database
let app: FastifyInstance
/** The same API with sign-in on eip155 only. */
let evmOnly: FastifyInstance
let project: Project
let clock: Date

beforeAll(async () => {
  db = await migratedPglite()
  const chain = {
    registry: createChainRegistry({ chains: [], deployments: async () => undefined }),
  }
  const config = testConfig({ TRUST_PROXY: 'loopback' })
  app = await createApp(config, { db, now: () => clock, chain })
  evmOnly = await createApp(config, { db, now: () => clock, chain, siwxNamespaces: ['eip155'] })
  project = await createProject(db, { name: 'Multichain shop', allowedOrigins: [PAGE] })
})
afterAll(async () => {
  await Promise.all([app.close(), evmOnly.close()])
  await db.close()
})
beforeEach(() => {
  clock = new Date()
})

const url = (path: string) => `${path}${projectQuery(project.id)}`

async function messageFor(
  fields: Partial<SiwxMessage> & Pick<SiwxMessage, 'chainId' | 'accountAddress'>,
) {
  const response = await app.inject({ method: 'GET', url: url(SIWX_PATHS.nonce) })
  const { nonce } = siwxNonceResponseSchema.parse(response.json())
  return createSiwxMessage({
    domain: 'foyer.localhost:5173',
    uri: PAGE,
    version: '1',
    nonce,
    statement: 'Sign in to the shop.',
    issuedAt: clock.toISOString(),
    ...fields,
  })
}

const verify = (message: string, signature: string, on = app) =>
  on.inject({
    method: 'POST',
    url: url(SIWX_PATHS.verify),
    headers: { origin: PAGE },
    payload: { message, signature },
  })

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status)
  expect(apiErrorSchema.parse(response.json()).error.code).toBe(code)
}

const solanaSign = (message: string) =>
  bytesToHex(ed25519.sign(new TextEncoder().encode(message), SOLANA_KEY))

describe('sign in with Solana (CAIP-122, ed25519)', () => {
  it.each([SOLANA_MAINNET_CHAIN, SOLANA_DEV_CHAIN])(
    'signs in on %s, then me answers the session',
    async (chainId) => {
      const message = await messageFor({ chainId, accountAddress: SOLANA_ADDRESS })
      const response = await verify(message, solanaSign(message))
      expect(response.statusCode, response.body).toBe(200)
      expect(siwxSessionSchema.parse(response.json())).toMatchObject({
        address: SOLANA_ADDRESS,
        chainId,
      })
      const cookie = String(response.headers['set-cookie']).split(';', 1)[0] as string
      const me = await app.inject({ method: 'GET', url: url(SIWX_PATHS.me), headers: { cookie } })
      expect(me.json()).toMatchObject({ address: SOLANA_ADDRESS, chainId })
    },
  )

  it('refuses another key’s signature (401), keeping the nonce for a retry', async () => {
    const message = await messageFor({
      chainId: SOLANA_MAINNET_CHAIN,
      accountAddress: SOLANA_ADDRESS,
    })
    const other = bytesToHex(
      ed25519.sign(new TextEncoder().encode(message), new Uint8Array(32).fill(12)),
    )
    expectError(await verify(message, other), 401, 'INVALID_SIGNATURE')
    expect((await verify(message, solanaSign(message))).statusCode).toBe(200)
  })

  it('answers 400 for a signature that is not 64 bytes', async () => {
    const message = await messageFor({
      chainId: SOLANA_MAINNET_CHAIN,
      accountAddress: SOLANA_ADDRESS,
    })
    expectError(await verify(message, '0xabcd'), 400, 'INVALID_PARAMS')
  })

  it('answers 400 UNKNOWN_CHAIN for a Solana chain Foyer does not know', async () => {
    const message = await messageFor({
      chainId: 'solana:unknowncluster',
      accountAddress: SOLANA_ADDRESS,
    })
    expectError(await verify(message, solanaSign(message)), 400, 'UNKNOWN_CHAIN')
  })

  it('answers 400 UNKNOWN_CHAIN when solana is not a configured namespace', async () => {
    const message = await messageFor({
      chainId: SOLANA_MAINNET_CHAIN,
      accountAddress: SOLANA_ADDRESS,
    })
    const response = await verify(message, solanaSign(message), evmOnly)
    expectError(response, 400, 'UNKNOWN_CHAIN')
    expect(apiErrorSchema.parse(response.json()).error.message).toMatch(
      /belongs to the namespace solana, which is not configured/,
    )
  })
})

describe('sign in with Bitcoin (BIP-322, BIP-137)', () => {
  /** A BIP-137 signature of `message` by the vector key (what older wallets return). */
  function legacySign(message: string): string {
    const text = new TextEncoder().encode(message)
    const prefix = new TextEncoder().encode('\u0018Bitcoin Signed Message:\n')
    const data = new Uint8Array([...prefix, 0xfd, text.length & 0xff, text.length >> 8, ...text])
    const hash = sha256d(data)
    const signature = secp256k1.sign(hash, BITCOIN_KEY)
    return bytesToHex(new Uint8Array([39 + signature.recovery, ...signature.toCompactRawBytes()]))
  }

  it('signs in with a legacy signature of a P2WPKH wallet', async () => {
    const message = await messageFor({ chainId: BITCOIN_MAINNET_CHAIN, accountAddress: P2WPKH })
    expect(message.length).toBeGreaterThan(0xfd)
    const response = await verify(message, legacySign(message))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ address: P2WPKH, chainId: BITCOIN_MAINNET_CHAIN })
  })

  it('reads a BIP-322 proof as the hex of its base64 witness: a proof of another message is 401', async () => {
    const message = await messageFor({ chainId: BITCOIN_MAINNET_CHAIN, accountAddress: P2WPKH })
    // The official vector's proof of "Hello World": well formed, but not of this message.
    const hello = base64.decode(
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    )
    expectError(await verify(message, bytesToHex(hello)), 401, 'INVALID_SIGNATURE')
  })

  it('answers 400 for bytes that are no proof, and for a testnet address on mainnet', async () => {
    const message = await messageFor({ chainId: BITCOIN_MAINNET_CHAIN, accountAddress: P2WPKH })
    expectError(await verify(message, '0x0501'), 400, 'INVALID_PARAMS')
    const testnet = message.replace(
      'Chain ID: 000000000019d6689c085ae165831e93',
      `Chain ID: ${BITCOIN_TESTNET_CHAIN.slice(7)}`,
    )
    expectError(await verify(testnet, legacySign(testnet)), 400, 'MALFORMED_MESSAGE')
  })
})

function sha256d(data: Uint8Array): Uint8Array {
  return sha256(sha256(data))
}
