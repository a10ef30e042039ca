import { type Anvil, startAnvil, testAccounts } from '@foyer/devchain'
import { createPublicClient, type HDAccount, http, parseEther, toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { startTestRelay, type TestRelay } from './testing/startTestRelay'
import {
  createTestDapp,
  createTestWallet,
  nextEvent,
  stopTestCore,
  withTimeout,
} from './testing/walletConnectClients'
import { answerRequests, pairSession, TEST_CHAINS } from './testing/walletConnectSession'

const [, account, recipient] = testAccounts as readonly [HDAccount, HDAccount, HDAccount]

let db: Database
let relay: TestRelay
let anvil: Anvil
const cores: Parameters<typeof stopTestCore>[0][] = []

beforeAll(async () => {
  ;[db, anvil] = await Promise.all([migratedPglite(), startAnvil({ chainId: 31337, port: 0 })])
  relay = await startTestRelay({ db })
})
afterEach(async () => {
  await Promise.all(cores.splice(0).map(stopTestCore))
})
afterAll(async () => {
  await relay.close()
  await Promise.all([db.close(), anvil.stop()])
})

async function clients() {
  const [dapp, wallet] = await Promise.all([createTestDapp(relay), createTestWallet(relay)])
  cores.push(dapp.core, wallet.core)
  answerRequests(wallet, account, { 31337: anvil.rpcUrl })
  return { dapp, wallet, ...(await pairSession(dapp, wallet, account.address)) }
}

describe('@walletconnect/sign-client (dapp) and @reown/walletkit (wallet) through our relay', () => {
  it('pair, and the wallet approves eip155 accounts', async () => {
    const { dapp, wallet, session, proposal } = await clients()
    expect(proposal.params.proposer.metadata.name).toBe('Foyer test dapp')
    expect(session.peer.metadata.name).toBe('Foyer test wallet')
    expect(session.namespaces.eip155?.accounts).toEqual(
      TEST_CHAINS.map((chain) => `${chain}:${account.address}`),
    )
    expect(Object.keys(wallet.getActiveSessions())).toEqual([session.topic])
    expect(dapp.session.getAll().map((active) => active.topic)).toEqual([session.topic])
  })

  it('personal_sign: the wallet signs with its key, the dapp checks the signature', async () => {
    const { dapp, session } = await clients()
    const message = 'Sign in to Foyer'
    const signature = await withTimeout(
      dapp.request<`0x${string}`>({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [toHex(message), account.address] },
      }),
      15_000,
      'personal_sign',
    )
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
  })

  it('eth_sendTransaction: the wallet sends on anvil, the dapp gets the hash of a mined transfer', async () => {
    const { dapp, session } = await clients()
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await chain.getBalance({ address: recipient.address })
    const value = parseEther('0.25')
    const hash = await withTimeout(
      dapp.request<`0x${string}`>({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: {
          method: 'eth_sendTransaction',
          params: [{ from: account.address, to: recipient.address, value: toHex(value) }],
        },
      }),
      15_000,
      'eth_sendTransaction',
    )
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt).toMatchObject({ status: 'success', from: account.address.toLowerCase() })
    expect(await chain.getBalance({ address: recipient.address })).toBe(before + value)
  })

  it('a request the wallet refuses reaches the dapp as an error', async () => {
    const { dapp, session } = await clients()
    await expect(
      withTimeout(
        dapp.request({
          topic: session.topic,
          chainId: 'eip155:31338',
          request: { method: 'eth_sendTransaction', params: [{ to: account.address }] },
        }),
        15_000,
        'refused request',
      ),
    ).rejects.toMatchObject({ code: 4200, message: 'Unsupported method eth_sendTransaction' })
  })

  it('chainChanged from the wallet reaches the dapp', async () => {
    const { dapp, wallet, session } = await clients()
    const seen = nextEvent<{ topic: string; params: { event: unknown; chainId: string } }>(
      dapp,
      'session_event',
    )
    await wallet.emitSessionEvent({
      topic: session.topic,
      event: { name: 'chainChanged', data: 31338 },
      chainId: 'eip155:31338',
    })
    expect(await seen).toMatchObject({
      topic: session.topic,
      params: { event: { name: 'chainChanged', data: 31338 }, chainId: 'eip155:31338' },
    })
  })

  it('a wallet disconnect ends the session in the dapp', async () => {
    const { dapp, wallet, session } = await clients()
    const deleted = nextEvent<{ topic: string }>(dapp, 'session_delete')
    await wallet.disconnectSession({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect((await deleted).topic).toBe(session.topic)
    expect(dapp.session.getAll()).toEqual([])
  })

  it('a dapp disconnect ends the session in the wallet', async () => {
    const { dapp, wallet, session } = await clients()
    const deleted = nextEvent<{ topic: string }>(wallet, 'session_delete')
    await dapp.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect((await deleted).topic).toBe(session.topic)
    expect(wallet.getActiveSessions()).toEqual({})
  })
})
