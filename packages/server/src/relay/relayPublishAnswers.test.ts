import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RawRelayClient, type RelayReply } from './testing/rawRelayClient'
import { relayJwt } from './testing/relayJwt'
import { startTestRelay, type TestRelay } from './testing/startTestRelay'

let relay: TestRelay
beforeAll(async () => {
  relay = await startTestRelay()
})
afterAll(async () => {
  await relay.close()
})

async function connect() {
  const { jwt } = await relayJwt(relay.url)
  return RawRelayClient.connect(relay.url, { auth: jwt, projectId: relay.projectId })
}

describe('a publish is answered once acknowledged, without holding the publisher’s next request', () => {
  it('delivers the next message while the first waits for its acknowledgement', async () => {
    const topic = randomBytes(32).toString('hex')
    const [dapp, wallet] = await Promise.all([connect(), connect()])
    wallet.autoAck = false
    await wallet.request('irn_subscribe', { topic })

    const answered: string[] = []
    const publish = (message: string) =>
      dapp
        .request('irn_publish', { topic, message, ttl: 300, tag: 1108 })
        .then((reply: RelayReply) => {
          answered.push(message)
          return reply
        })
    const first = publish('first')
    const second = publish('second')
    const deliveries = [await wallet.nextDelivery(), await wallet.nextDelivery()]
    expect(deliveries.map((delivery) => delivery.message)).toEqual(['first', 'second'])
    // Both were on their way before either was acknowledged: the second did not wait for the first.
    expect(answered).toEqual([])

    // Answers follow the acknowledgements, in their order.
    wallet.ack(deliveries[1] as (typeof deliveries)[number])
    expect((await second).result).toBe(true)
    expect(answered).toEqual(['second'])
    wallet.ack(deliveries[0] as (typeof deliveries)[number])
    expect((await first).result).toBe(true)
    expect(answered).toEqual(['second', 'first'])
    await Promise.all([dapp.close(), wallet.close()])
  })
})
