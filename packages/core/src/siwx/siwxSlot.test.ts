import { testAccounts } from '@foyer/devchain'
import { getConnection } from '@wagmi/core'
import type { LocalAccount } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer'
import { createLogger } from '../logger/createLogger'
import { devChainA } from '../networks/devChains'
import type { AccountState } from '../state/accountState'
import { createStore } from '../store/createStore'
import { TEST_PROJECT_ID } from '../testing/accountTestKit'
import { memoryStorage } from '../testing/scriptedWallet'
import { signInWithWallet } from '../testing/signInWallet'
import { siwxSlot } from './siwxSlot'
import { SIWX_VIEW } from './startSiwx'
import { installSigningWallet, SIGNING_WALLET_RDNS } from './testing/installSigningWallet'
import { type SiwxServer, startSiwxServer } from './testing/siwxServer'

const ALICE = testAccounts[0] as LocalAccount

let server: SiwxServer
const cleanups: (() => void)[] = []
beforeAll(async () => {
  server = await startSiwxServer({ domain: globalThis.location.host })
})
afterAll(() => server.close())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  server.calls.length = 0
})

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
  if (!check()) throw new Error(`Timed out waiting for ${what}`)
}

function siwxFoyer() {
  const { wallet, uninstall } = installSigningWallet(ALICE)
  cleanups.push(uninstall)
  const foyer = createFoyer({
    networks: [devChainA],
    storage: memoryStorage(),
    logLevel: 'silent',
    apiUrl: server.url,
    projectId: TEST_PROJECT_ID,
    siwx: { required: true },
  })
  cleanups.push(foyer.destroy)
  return { foyer, wallet }
}

describe('siwxSlot', () => {
  it('loads the flow when a wallet connects, and not before', async () => {
    const { foyer } = siwxFoyer()
    expect(foyer.siwx.enabled).toBe(true)
    await new Promise((r) => setTimeout(r, 20))
    expect(foyer.siwx.get().value).toBeUndefined()
    await signInWithWallet(foyer, SIGNING_WALLET_RDNS)
    await until(() => foyer.siwx.get().value !== undefined, 'the flow')
    await until(() => foyer.router.get().view === SIWX_VIEW, 'the sign-in view')
    expect(foyer.siwx.state.get().status).toBe('signedOut')
  })

  it('after stop, a connection no longer loads the flow', async () => {
    const { foyer } = siwxFoyer()
    const account = createStore<AccountState>({ ...foyer.account.get() })
    const slot = siwxSlot(
      {
        options: {},
        apiUrl: server.url,
        projectId: TEST_PROJECT_ID,
        config: async () => (await foyer.wagmi.load()).config,
        account,
        network: foyer.network,
        router: foyer.router,
        modal: foyer.modal,
        toasts: foyer.toasts,
        logger: createLogger({ level: 'silent' }),
        disconnect: foyer.disconnect,
      },
      true,
    )
    slot.stop()
    account.set({
      status: 'connected',
      isConnected: true,
      namespace: 'eip155',
      address: ALICE.address,
      caipAddress: `eip155:31337:${ALICE.address}`,
      chainId: 31337,
    })
    await new Promise((r) => setTimeout(r, 50))
    expect(slot.get().value).toBeUndefined()
    expect(server.calls).toEqual([])
  })

  it("createFoyer's destroy stops the flow: closing its sign-in view no longer disconnects", async () => {
    const { foyer, wallet } = siwxFoyer()
    await signInWithWallet(foyer, SIGNING_WALLET_RDNS)
    await until(() => foyer.router.get().view === SIWX_VIEW && foyer.modal.get().open, 'the view')
    foyer.destroy()
    foyer.close()
    await new Promise((r) => setTimeout(r, 50))
    expect(wallet.state.requests).not.toContain('wallet_revokePermissions')
    expect(getConnection((await foyer.wagmi.load()).config).status).toBe('connected')
  })
})
