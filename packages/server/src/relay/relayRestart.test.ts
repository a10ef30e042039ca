import { testAccounts } from '@foyer/devchain'
import { DEV_PROJECT_ID } from '@foyer/protocol'
import { type HDAccount, toHex, verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../startServer'
import { freePort } from '../test/postgresCluster'
import { tempDir } from '../test/tempDir'
import { testConfig } from '../test/testConfig'
import { RELAY_PATH } from './relayConstants'
import {
  createTestDapp,
  createTestWallet,
  nextEvent,
  stopTestCore,
  withTimeout,
} from './testing/walletConnectClients'
import { answerRequests, pairSession } from './testing/walletConnectSession'

const account = testAccounts[3] as HDAccount
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('a relay restart in the middle of a session', () => {
  it('loses nothing: a request published while the wallet was away reaches it on the new relay', async () => {
    const config = testConfig({
      DATA_DIR: await tempDir('foyer-relay-restart'),
      API_PORT: String(await freePort()),
    })
    const relay = {
      url: `ws://127.0.0.1:${config.apiPort}${RELAY_PATH}`,
      projectId: DEV_PROJECT_ID,
    }
    let server: RunningServer = await startServer(config)
    cleanups.push(() => server.close())

    const [dapp, wallet] = await Promise.all([createTestDapp(relay), createTestWallet(relay)])
    cleanups.push(
      () => stopTestCore(dapp.core),
      () => stopTestCore(wallet.core),
    )
    answerRequests(wallet, account)
    const { session } = await pairSession(dapp, wallet, account.address)

    // The wallet goes offline; the dapp asks for a signature, which the relay keeps.
    await wallet.core.relayer.transportClose()
    const published = nextEvent(dapp.core.relayer, 'relayer_publish')
    const message = 'Signed across a relay restart'
    const signature = dapp.request<`0x${string}`>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [toHex(message), account.address] },
    })
    await published
    // Nobody acknowledges it: within the ack grace it is written to the mailbox.
    await expect
      .poll(
        () =>
          server.db.query('SELECT tag FROM relay_messages WHERE topic = $1 AND tag = 1108', [
            session.topic,
          ]),
        { timeout: 5_000 },
      )
      .toEqual([{ tag: 1108 }])

    // The relay restarts on the same port and data; the dapp reconnects by itself.
    const dappBack = nextEvent(dapp.core.relayer, 'relayer_connect', 30_000)
    await server.close()
    server = await startServer(config)
    await dappBack

    // The wallet comes back, gets the kept request, and its answer reaches the dapp.
    await wallet.core.relayer.transportOpen()
    const signed = await withTimeout(signature, 30_000, 'personal_sign after the restart')
    expect(await verifyMessage({ address: account.address, message, signature: signed })).toBe(true)

    // The session carries on both ways on the new relay.
    const seen = nextEvent(dapp, 'session_event')
    await wallet.emitSessionEvent({
      topic: session.topic,
      event: { name: 'accountsChanged', data: [account.address] },
      chainId: 'eip155:31337',
    })
    expect(await seen).toMatchObject({ params: { event: { name: 'accountsChanged' } } })
  }, 90_000)
})
