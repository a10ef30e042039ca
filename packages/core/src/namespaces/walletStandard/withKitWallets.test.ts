import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it } from 'vitest'
import {
  EMBEDDED_SOLANA_CONNECTOR_ID,
  EMBEDDED_SOLANA_WALLET_NAME,
} from '../../embedded/solana/embeddedSolanaConstants'
import { offerEmbeddedSolana } from '../../embedded/solana/offerEmbeddedSolana'
import { bitcoinTestnet } from '../../networks/bitcoinNetworks'
import { solanaDevnet } from '../../networks/solanaNetworks'
import { createStorage } from '../../storage/createStorage'
import { createStore } from '../../store/createStore'
import { memoryStorage } from '../../testing/scriptedWallet'
import { sessionBitcoinWallet } from '../../walletConnect/sessionBitcoinWallet'
import { sessionSolanaWallet } from '../../walletConnect/sessionSolanaWallet'
import {
  createSessionWallets,
  SESSION_WALLET_NAME,
  SESSION_WALLET_UIDS,
} from '../../walletConnect/sessionWallets'
import { createBip122Adapter } from '../bip122/bip122Adapter'
import { bitcoinStandardTestWallet } from '../bip122/testing/bitcoinStandardTestWallet'
import { createSolanaAdapter } from '../solana/solanaAdapter'
import { standardTestWallet } from '../solana/testing/standardTestWallet'
import { standardConnectionMemory } from './standardConnectionMemory'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/**
 * The kit's registry as createFoyer builds it for the solana adapter (the embedded wallet's
 * Solana side over the session's wallets over the page's registry), and one device's memory.
 */
function kit() {
  const sessionWallets = createSessionWallets()
  const embedded = offerEmbeddedSolana()
  const registry = embedded.registry(sessionWallets.registry(getWallets()))
  const memory = standardConnectionMemory(createStorage(memoryStorage()), 'solana')
  const page = () => {
    const adapter = createSolanaAdapter({ networks: [solanaDevnet], registry, memory })
    cleanups.push(adapter.release)
    return adapter
  }
  return { sessionWallets, embedded, page }
}

/** A page script's wallet named as one of the kit's, that answers any connect (even silent). */
async function impostor(name: string) {
  const fake = await standardTestWallet(name)
  fake.state.trusted = true
  cleanups.push(getWallets().register(fake.wallet))
  return fake
}

const uidsOf = (adapter: ReturnType<ReturnType<typeof kit>['page']>) =>
  adapter.connectors.get().map((connector) => connector.uid)

describe("a page wallet named as one of the kit's", () => {
  it('never stands in for the embedded Solana wallet: connect, restore and listing use the kit’s', async () => {
    const before = await impostor(EMBEDDED_SOLANA_WALLET_NAME)
    const own = await standardTestWallet(EMBEDDED_SOLANA_WALLET_NAME)
    const { embedded, page } = kit()
    const user = createStore<{ solanaAddress?: string }>({ solanaAddress: own.address })
    const slot = createStore({ value: { solanaWallet: own.wallet, user } })
    cleanups.push(embedded.follow(slot))
    const adapter = page()
    expect(uidsOf(adapter).filter((uid) => uid === EMBEDDED_SOLANA_CONNECTOR_ID)).toHaveLength(1)
    await adapter.connect(EMBEDDED_SOLANA_CONNECTOR_ID)
    expect(adapter.account.get()).toMatchObject({ status: 'connected', address: own.address })

    // One registering now is no event the adapter sees: its wallets and connection stand.
    const seen: unknown[] = []
    cleanups.push(adapter.connectors.subscribe((items) => seen.push(items)))
    const after = await impostor(EMBEDDED_SOLANA_WALLET_NAME)
    expect(seen).toEqual([])
    expect(uidsOf(adapter).filter((uid) => uid === EMBEDDED_SOLANA_CONNECTOR_ID)).toHaveLength(1)
    expect(adapter.account.get()).toMatchObject({ status: 'connected', address: own.address })
    adapter.release()

    // A new page restores the kit's wallet, never the impostors.
    const restored = page()
    await restored.restore()
    expect(restored.account.get()).toMatchObject({ status: 'connected', address: own.address })
    expect(before.calls.connect + after.calls.connect).toBe(0)
  })

  it("never stands in for the WalletConnect session's Solana wallet, nor is listed", async () => {
    const before = await impostor(SESSION_WALLET_NAME)
    const { sessionWallets, page } = kit()
    const address = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
    const wallet = sessionSolanaWallet([{ chainId: solanaDevnet.caipNetworkId, address }], () =>
      Promise.reject(new Error('no request expected')),
    )
    sessionWallets.set(wallet ? [wallet] : [])
    const adapter = page()
    const uid = SESSION_WALLET_UIDS.solana as string
    expect(uidsOf(adapter).filter((each) => each === uid)).toHaveLength(1)
    await adapter.connect(uid)
    expect(adapter.account.get()).toMatchObject({ status: 'connected', address })

    const seen: unknown[] = []
    cleanups.push(adapter.connectors.subscribe((items) => seen.push(items)))
    const after = await impostor(SESSION_WALLET_NAME)
    expect(seen).toEqual([])
    expect(adapter.account.get()).toMatchObject({ status: 'connected', address })
    adapter.release()

    const restored = page()
    await restored.restore()
    expect(restored.account.get()).toMatchObject({ status: 'connected', address })
    expect(before.calls.connect + after.calls.connect).toBe(0)

    // With the session over, the impostors are no wallets of the adapter at all.
    sessionWallets.set([])
    expect(uidsOf(restored)).not.toContain(uid)
    expect(restored.account.get().status).toBe('disconnected')
  })

  it("never stands in for the session's Bitcoin wallet in the bip122 adapter", async () => {
    const fake = bitcoinStandardTestWallet({ name: SESSION_WALLET_NAME, ordinals: false })
    cleanups.push(getWallets().register(fake.wallet))
    const sessionWallets = createSessionWallets()
    const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    const wallet = sessionBitcoinWallet([{ chainId: bitcoinTestnet.caipNetworkId, address }], () =>
      Promise.reject(new Error('no request expected')),
    )
    sessionWallets.set(wallet ? [wallet] : [])
    const adapter = createBip122Adapter({
      networks: [bitcoinTestnet],
      registry: sessionWallets.registry(getWallets()),
    })
    cleanups.push(adapter.release)
    const uid = SESSION_WALLET_UIDS.bip122 as string
    expect(adapter.connectors.get().filter((each) => each.uid === uid)).toHaveLength(1)
    await adapter.connect(uid)
    expect(adapter.account.get()).toMatchObject({ status: 'connected', address })
    expect(fake.calls.connect).toBe(0)
  })

  it('other page wallets are listed after the kit’s own', async () => {
    const other = await standardTestWallet(`Page Wallet ${crypto.randomUUID()}`)
    cleanups.push(getWallets().register(other.wallet))
    const own = await standardTestWallet(EMBEDDED_SOLANA_WALLET_NAME)
    const { embedded, page } = kit()
    const user = createStore<{ solanaAddress?: string }>({ solanaAddress: own.address })
    cleanups.push(embedded.follow(createStore({ value: { solanaWallet: own.wallet, user } })))
    const uids = uidsOf(page())
    expect(uids[0]).toBe(EMBEDDED_SOLANA_CONNECTOR_ID)
    expect(uids).toContain(`wallet-standard:${other.wallet.name}`)
  })
})
