import { EventEmitter } from 'node:events'
import type UniversalProvider from '@walletconnect/universal-provider'
import { describe, expect, it } from 'vitest'
import { solanaDevnet } from '../networks/solanaNetworks'
import { followSessionWallets } from './followSessionWallets'
import { createSessionWallets } from './sessionWallets'

const A = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const B = '11111111111111111111111111111112'
const sessionWith = (address: string) => ({
  topic: 'topic-1',
  namespaces: { solana: { accounts: [`${solanaDevnet.caipNetworkId}:${address}`] } },
})

/** A provider as far as this reads it: its session and its events (an EventEmitter, as its own). */
function provider(session: ReturnType<typeof sessionWith> | undefined) {
  return Object.assign(new EventEmitter(), { session, client: undefined })
}
const asProvider = (p: ReturnType<typeof provider>) => p as unknown as UniversalProvider
const asSession = (s: ReturnType<typeof sessionWith> | undefined) =>
  s as unknown as UniversalProvider['session']

const addresses = (wallets: ReturnType<typeof createSessionWallets>) =>
  wallets.get().flatMap((wallet) => wallet.accounts.map((account) => account.address))

describe('followSessionWallets', () => {
  it("offers a restored session at once, follows session_update, and keeps the wallets while they're the same", () => {
    const sessionWallets = createSessionWallets()
    const p = provider(sessionWith(A))
    const following = followSessionWallets(asProvider(p), sessionWallets)
    expect(addresses(sessionWallets)).toEqual([A])
    const first = sessionWallets.get()[0]
    p.session = sessionWith(A)
    p.emit('session_update')
    following.offer(asSession(p.session))
    expect(sessionWallets.get()[0]).toBe(first)
    p.session = sessionWith(B)
    p.emit('session_update')
    expect(addresses(sessionWallets)).toEqual([B])
    following.offer(undefined)
    expect(sessionWallets.get()).toEqual([])
  })

  it('stop removes its session_update listener', () => {
    const sessionWallets = createSessionWallets()
    const p = provider(sessionWith(A))
    const following = followSessionWallets(asProvider(p), sessionWallets)
    expect(p.listenerCount('session_update')).toBe(1)
    following.stop()
    expect(p.listenerCount('session_update')).toBe(0)
    p.session = sessionWith(B)
    p.emit('session_update')
    expect(addresses(sessionWallets)).toEqual([A])
  })
})
