import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { captureMailer } from '../auth/authTestClient'
import { httpRelayClient, RelayUnavailable } from '../auth/farcaster/farcasterRelayClient'
import { SIWF_CHAIN_ID, SIWF_STATEMENT } from '../auth/farcaster/verifySignInMessage'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { freePort } from '../test/postgresCluster'
import { testConfig } from '../test/testConfig'
import { FARCASTER_CHANNEL_TTL_SECONDS, FARCASTER_RELAY_PATH } from './farcasterAuthRelayConstants'

const AUTH_KEY = 'relay-key-0123456789abcdef'
const signer = privateKeyToAccount(generatePrivateKey())
const channelRequest = {
  siweUri: 'https://app.example.com/login',
  domain: 'app.example.com',
  nonce: 'abcdefgh12345678',
}

describe('our Farcaster auth relay', () => {
  let db: Database
  let app: FastifyInstance
  let offsetMs = 0
  let base: string
  beforeAll(async () => {
    db = await migratedPglite()
    const port = await freePort()
    app = await createApp(
      testConfig({
        PUBLIC_API_URL: `http://127.0.0.1:${port}`,
        FARCASTER_RELAY_AUTH_KEY: AUTH_KEY,
      }),
      {
        db,
        mailer: captureMailer(),
        now: () => new Date(Date.now() + offsetMs),
        walletKeys: { authShareKey: randomBytes(32), recoveryKey: randomBytes(32) },
      },
    )
    await app.listen({ port, host: '127.0.0.1' })
    base = `${app.listeningOrigin}${FARCASTER_RELAY_PATH}`
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })
  beforeEach(async () => {
    offsetMs = 0
    await db.exec('TRUNCATE farcaster_channels')
  })

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const status = (channelToken: string) =>
    fetch(`${base}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } })

  async function open(request: Record<string, unknown> = channelRequest) {
    const response = await post('channel', request)
    expect(response.status).toBe(201)
    return (await response.json()) as { channelToken: string; url: string; nonce: string }
  }

  async function signedFor(fid: number, overrides: { nonce?: string; domain?: string } = {}) {
    const message = createSiweMessage({
      address: signer.address,
      chainId: SIWF_CHAIN_ID,
      domain: overrides.domain ?? channelRequest.domain,
      nonce: overrides.nonce ?? channelRequest.nonce,
      uri: channelRequest.siweUri,
      version: '1',
      statement: SIWF_STATEMENT,
      issuedAt: new Date(),
      resources: [`farcaster://fid/${fid}`],
    })
    return { message, signature: await signer.signMessage({ message }), fid }
  }

  const authenticate = (channelToken: string, body: unknown, key: string | null = AUTH_KEY) =>
    post('channel/authenticate', body, {
      authorization: `Bearer ${channelToken}`,
      ...(key === null ? {} : { 'x-farcaster-auth-relay-key': key }),
    })

  it('opens a channel without a project, keeping the given nonce; its link opens the dev signer', async () => {
    const channel = await open()
    expect(channel.nonce).toBe(channelRequest.nonce)
    expect(channel.channelToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(channel.url).toBe(
      `${app.listeningOrigin}/dev/farcaster/sign?channelToken=${channel.channelToken}`,
    )
    const { nonce } = await open({ siweUri: channelRequest.siweUri, domain: 'a.example' })
    expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
  })

  it('refuses a channel request without siweUri or domain', async () => {
    const response = await post('channel', { domain: 'app.example.com' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'INVALID_PARAMS',
    )
  })

  it('answers 202 while pending, then 200 with the signed message once, then forgets it', async () => {
    const channel = await open()
    const pending = await status(channel.channelToken)
    expect(pending.status).toBe(202)
    expect(await pending.json()).toMatchObject({
      state: 'pending',
      nonce: channelRequest.nonce,
      url: channel.url,
      signatureParams: channelRequest,
    })
    const body = {
      ...(await signedFor(7)),
      username: 'ann',
      displayName: 'Ann',
      pfpUrl: 'https://img.example/a.png',
    }
    const done = await authenticate(channel.channelToken, body)
    expect(done.status).toBe(201)
    const completed = await status(channel.channelToken)
    expect(completed.status).toBe(200)
    expect(await completed.json()).toMatchObject({
      state: 'completed',
      message: body.message,
      signature: body.signature,
      fid: 7,
      username: 'ann',
      displayName: 'Ann',
      pfpUrl: 'https://img.example/a.png',
      custody: signer.address,
      authMethod: 'custody',
    })
    expect((await status(channel.channelToken)).status).toBe(401)
  })

  it('answers 401 for a missing or unknown channel token', async () => {
    expect((await fetch(`${base}/v1/channel/status`)).status).toBe(401)
    expect((await status('x'.repeat(43))).status).toBe(401)
  })

  it('forgets a channel after FARCASTER_CHANNEL_TTL_SECONDS', async () => {
    const channel = await open()
    offsetMs = FARCASTER_CHANNEL_TTL_SECONDS * 1000 + 1
    expect((await status(channel.channelToken)).status).toBe(401)
    expect((await authenticate(channel.channelToken, await signedFor(7))).status).toBe(401)
  })

  it('completes a channel only with the relay key', async () => {
    const channel = await open()
    const body = await signedFor(7)
    expect((await authenticate(channel.channelToken, body, null)).status).toBe(401)
    expect((await authenticate(channel.channelToken, body, 'wrong-key-0123456789')).status).toBe(
      401,
    )
    expect((await status(channel.channelToken)).status).toBe(202)
  })

  it('refuses a message for another nonce or domain, or naming another fid', async () => {
    const channel = await open()
    for (const body of [
      await signedFor(7, { nonce: 'otherNonce1234' }),
      await signedFor(7, { domain: 'evil.example' }),
      { ...(await signedFor(7)), fid: 8 },
    ]) {
      const response = await authenticate(channel.channelToken, body)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'INVALID_MESSAGE',
      )
    }
    expect((await status(channel.channelToken)).status).toBe(202)
  })

  it('completes a channel once', async () => {
    const channel = await open()
    expect((await authenticate(channel.channelToken, await signedFor(7))).status).toBe(201)
    expect((await authenticate(channel.channelToken, await signedFor(9))).status).toBe(409)
  })

  it('works with the HTTP relay client the frame’s sign-in uses for another relay', async () => {
    const client = httpRelayClient(base)
    const channel = await client.createChannel(channelRequest)
    expect((await client.status(channel.channelToken))?.state).toBe('pending')
    await authenticate(channel.channelToken, await signedFor(7))
    expect(await client.status(channel.channelToken)).toMatchObject({ state: 'completed', fid: 7 })
    expect(await client.status(channel.channelToken)).toBeUndefined()
  })

  it('says so when another relay cannot be reached', async () => {
    const port = await freePort()
    const client = httpRelayClient(`http://127.0.0.1:${port}`)
    const error = await client.createChannel(channelRequest).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RelayUnavailable)
    expect((error as Error).message).toMatch(
      new RegExp(`^the Farcaster relay at 127\\.0\\.0\\.1:${port} could not be reached`),
    )
  })
})
