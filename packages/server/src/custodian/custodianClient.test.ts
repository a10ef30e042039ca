import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../test/postgresCluster'
import { createCustodianServer } from './createCustodianServer'
import { createCustodianClient, RETRY_AFTER_FAILURE_MS } from './custodianClient'
import { openRelease, rawPublicKey, wrapForCustodian } from './custodianCrypto'
import { custodianKeyOf, type LoadedCustodianKey } from './custodianKey'

const token = randomBytes(32).toString('hex')
const context = { address: `0x${'78'.repeat(20)}`, userId: '6f1c2a9e-0000-4000-8000-000000000006' }
let running: FastifyInstance | undefined

afterEach(async () => {
  await running?.close()
  running = undefined
})

/** A custodian on `port` (a free one by default) with `key`. */
async function custodianOn(key: LoadedCustodianKey, port = 0): Promise<string> {
  running = await createCustodianServer({ key, token, audit: () => {} })
  await running.listen({ host: '127.0.0.1', port })
  return `http://127.0.0.1:${(running.server.address() as { port: number }).port}`
}

function releaseBody(key: LoadedCustodianKey, rk: Buffer) {
  const recipient = generateKeyPairSync('x25519').privateKey
  return {
    recipient,
    body: {
      keyId: key.publicKey.keyId,
      ...wrapForCustodian(key.publicKey.publicKey, rk, context),
      context,
      recipientPublicKey: rawPublicKey(recipient),
    },
  }
}

describe('the API’s custodian client', () => {
  it('fetches the key once, and releases', async () => {
    const key = custodianKeyOf(randomBytes(32))
    const url = await custodianOn(key)
    let calls = 0
    const client = createCustodianClient({
      url,
      token,
      fetch: (input, init) => {
        calls += 1
        return fetch(input, init)
      },
    })
    expect(await client.key()).toEqual(key.publicKey)
    expect(await client.key()).toEqual(key.publicKey)
    expect(calls).toBe(1)
    const rk = randomBytes(32)
    const { recipient, body } = releaseBody(key, rk)
    const released = await client.release(body)
    expect(released.kind).toBe('released')
    if (released.kind !== 'released') return
    expect(openRelease(recipient, released.answer, context)?.equals(rk)).toBe(true)
  })

  it('answers null while the custodian is down, asks again later, and picks up a new key after a 409', async () => {
    const port = await freePort()
    let clock = 0
    const client = createCustodianClient({
      url: `http://127.0.0.1:${port}`,
      token,
      now: () => clock,
      timeoutMs: 2_000,
    })
    expect(await client.key()).toBeNull()
    const first = custodianKeyOf(randomBytes(32))
    await custodianOn(first, port)
    expect(await client.key()).toBeNull() // not asked again so soon
    clock += RETRY_AFTER_FAILURE_MS
    expect(await client.key()).toEqual(first.publicKey)

    // The operator rotates the custodian's key: a release for the old one answers 409.
    await running?.close()
    const second = custodianKeyOf(randomBytes(32))
    await custodianOn(second, port)
    const stale = await client.release(releaseBody(first, randomBytes(32)).body)
    expect(stale).toEqual({ kind: 'failed', status: 409 })
    expect(await client.key()).toEqual(second.publicKey)
  })

  it('fails a release it cannot make: wrong token, timeout, a bad answer', async () => {
    const key = custodianKeyOf(randomBytes(32))
    const url = await custodianOn(key)
    const { body } = releaseBody(key, randomBytes(32))
    const wrongToken = createCustodianClient({ url, token: 'x'.repeat(32) })
    expect(await wrongToken.key()).toBeNull()
    expect(await wrongToken.release(body)).toEqual({ kind: 'failed', status: 401 })
    const hanging = createCustodianClient({
      url,
      token,
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    })
    expect(await hanging.release(body)).toEqual({ kind: 'failed', status: undefined })
    const garbled = createCustodianClient({
      url,
      token,
      fetch: async () => new Response('{"ephemeralPublicKey":1}', { status: 200 }),
    })
    expect(await garbled.release(body)).toEqual({ kind: 'failed', status: 200 })
    expect(await garbled.key()).toBeNull()
  })
})
