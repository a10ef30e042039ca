import type { EmbeddedUser } from '@foyer/protocol'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it } from 'vitest'
import type { Foyer } from '../../foyer'
import { standardTestWallet } from '../../namespaces/solana/testing/standardTestWallet'
import { devChainA, devSolana } from '../../networks/devChains'
import { DISCONNECTED } from '../../state/accountState'
import { createStore } from '../../store/createStore'
import { embeddedFoyer } from '../../testing/embeddedFoyer'
import { EMBEDDED_CONNECTOR_ID } from '../embeddedConstants'
import { EMBEDDED_SOLANA_CONNECTOR_ID } from './embeddedSolanaConstants'
import { offerEmbeddedSolana } from './offerEmbeddedSolana'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
/** The dev SVM (`npm start`'s Solana chain) on its default URL. */
const devSvm = devSolana
const user: EmbeddedUser = {
  address: ADDRESS.toLowerCase(),
  chainId: 31337,
  accounts: [{ address: ADDRESS.toLowerCase(), type: 'eoa' }],
  solanaAddress: SOLANA_ADDRESS,
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

/** The kit on dev chain A and the dev SVM, its embedded wallet signed in with a passkey. */
async function signedIn() {
  const t = await embeddedFoyer({ networks: [devChainA, devSvm] })
  cleanups.push(() => t.foyer.destroy())
  t.frame.answer('CONNECT_PASSKEY', user)
  t.frame.answer('GET_USER', user)
  t.frame.answer('GET_RECOVERY', { passkeys: [], password: false, custodial: false })
  await t.foyer.signIn.passkey()
  await settle()
  return t
}

const listedIds = (foyer: Foyer) => foyer.connectors.get().items.map((item) => item.connector.id)
const solanaIds = (foyer: Foyer) =>
  foyer.namespaces
    .adapterOf('solana')
    .connectors.get()
    .map((connector) => connector.id)

describe('the embedded wallet’s Solana side in the kit', () => {
  it('is offered to the solana adapter while signed in, and is no row of the Connect view', async () => {
    const t = await signedIn()
    expect(t.foyer.account.get()).toMatchObject({ namespace: 'eip155', address: ADDRESS })
    expect(t.wallet.user.get().solanaAddress).toBe(SOLANA_ADDRESS)
    expect(solanaIds(t.foyer)).toContain(EMBEDDED_SOLANA_CONNECTOR_ID)
    expect(listedIds(t.foyer)).not.toContain(EMBEDDED_SOLANA_CONNECTOR_ID)
    expect(listedIds(t.foyer)).not.toContain(EMBEDDED_CONNECTOR_ID)
    // The page's own Wallet Standard registry never sees it.
    expect(
      getWallets()
        .get()
        .map((wallet) => wallet.name),
    ).not.toContain('Foyer Embedded Wallet')
  })

  it('a switch to a Solana network makes the Solana account the active one; it signs through the frame; back to EVM', async () => {
    const t = await signedIn()
    expect(t.foyer.namespaces.canSwitchTo(devSvm)).toBe(true)
    await t.foyer.namespaces.switchNetwork(devSvm)
    expect(t.foyer.account.get()).toMatchObject({
      status: 'connected',
      namespace: 'solana',
      address: SOLANA_ADDRESS,
      caipAddress: `${devSvm.caipNetworkId}:${SOLANA_ADDRESS}`,
      connectorId: EMBEDDED_SOLANA_CONNECTOR_ID,
    })
    expect(t.foyer.network.get().caipNetwork).toBe(devSvm)

    const signature = '5'.repeat(87)
    t.frame.answer('RPC_REQUEST', { signature })
    expect(await t.foyer.namespaces.signMessage('Hello from Foyer')).toBe(signature)
    expect(t.frame.payloads('RPC_REQUEST')).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: expect.any(String), pubkey: SOLANA_ADDRESS },
        chainId: devSvm.caipNetworkId,
        chainNamespace: 'solana',
        rpcUrl: 'http://127.0.0.1:8899',
      },
    ])

    // Back on the EVM network: the embedded wallet's EVM account again, its Solana side stays.
    t.frame.answer('APP_SWITCH_NETWORK', { chainId: 31337 })
    t.frame.answer('GET_USER', user)
    await t.foyer.namespaces.switchNetwork(devChainA)
    expect(t.foyer.account.get()).toMatchObject({ namespace: 'eip155', address: ADDRESS })
    expect(t.foyer.namespaces.adapterOf('solana').account.get().address).toBe(SOLANA_ADDRESS)
    // And to Solana again: the Solana side is still connected.
    await t.foyer.namespaces.switchNetwork(devSvm)
    expect(t.foyer.account.get()).toMatchObject({ namespace: 'solana', address: SOLANA_ADDRESS })
    expect(t.frame.unscripted).toEqual([])
  })

  it('signing out ends both sides and withdraws the offer', async () => {
    const t = await signedIn()
    await t.foyer.namespaces.switchNetwork(devSvm)
    t.frame.answer('SIGN_OUT', {})
    await t.foyer.disconnect()
    await settle()
    expect(t.foyer.account.get()).toEqual(DISCONNECTED)
    expect(t.foyer.namespaces.adapterOf('solana').account.get().status).toBe('disconnected')
    expect(solanaIds(t.foyer)).not.toContain(EMBEDDED_SOLANA_CONNECTOR_ID)
  })

  it('a visitor without a Solana account (an older frame) is not offered', async () => {
    const t = await embeddedFoyer({ networks: [devChainA, devSvm] })
    cleanups.push(() => t.foyer.destroy())
    const { solanaAddress: _, ...evmOnly } = user
    t.frame.answer('CONNECT_PASSKEY', evmOnly)
    t.frame.answer('GET_USER', evmOnly)
    t.frame.answer('GET_RECOVERY', { passkeys: [], password: false, custodial: false })
    await t.foyer.signIn.passkey()
    await settle()
    expect(t.foyer.account.get().isConnected).toBe(true)
    expect(solanaIds(t.foyer)).not.toContain(EMBEDDED_SOLANA_CONNECTOR_ID)
    expect(t.foyer.namespaces.canSwitchTo(devSvm)).toBe(false)
  })
})

describe('offerEmbeddedSolana', () => {
  async function offer() {
    const { wallet } = await standardTestWallet(`Embedded ${crypto.randomUUID()}`)
    const user = createStore<{ solanaAddress?: string }>({})
    const slot = createStore<{
      value: { solanaWallet: typeof wallet; user: typeof user } | undefined
    }>({ value: undefined })
    const offered = offerEmbeddedSolana()
    cleanups.push(offered.follow(slot))
    return { wallet, user, slot, offered }
  }

  it('registers in its own registry as the visitor signs in, unregisters as they sign out', async () => {
    const t = await offer()
    const events: string[] = []
    const registry = t.offered.registry(getWallets())
    if (!registry) throw new Error('no registry')
    cleanups.push(registry.on('register', (w) => events.push(`+${w.name}`)))
    cleanups.push(registry.on('unregister', (w) => events.push(`-${w.name}`)))
    t.slot.set({ value: { solanaWallet: t.wallet, user: t.user } })
    expect(registry.get()).not.toContain(t.wallet)
    t.user.set({ solanaAddress: SOLANA_ADDRESS })
    expect(registry.get()).toContain(t.wallet)
    t.user.set({ solanaAddress: undefined })
    expect(registry.get()).not.toContain(t.wallet)
    expect(events).toEqual([`+${t.wallet.name}`, `-${t.wallet.name}`])
  })

  it('adds the email connector’s row offering solana only while the embedded wallet is the EVM connection', async () => {
    const t = await offer()
    const embeddedAccount = {
      ...DISCONNECTED,
      status: 'connected' as const,
      isConnected: true,
      namespace: 'eip155' as const,
      address: ADDRESS,
      connectorId: EMBEDDED_CONNECTOR_ID,
      connectorUid: 'uid-embedded',
    }
    expect(t.offered.listed([], embeddedAccount)).toEqual([])
    t.slot.set({ value: { solanaWallet: t.wallet, user: t.user } })
    t.user.set({ solanaAddress: SOLANA_ADDRESS })
    const [row] = t.offered.listed([], embeddedAccount)
    expect(row?.connector).toMatchObject({
      id: EMBEDDED_CONNECTOR_ID,
      uid: 'uid-embedded',
      chain: 'eip155',
      alsoIn: [{ chain: 'solana', uid: EMBEDDED_SOLANA_CONNECTOR_ID }],
    })
    // Another EVM wallet connected: nothing added.
    expect(
      t.offered.listed([], { ...embeddedAccount, connectorId: 'io.metamask', connectorUid: 'x' }),
    ).toEqual([])
  })
})
