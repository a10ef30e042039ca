import type { EmbeddedUser } from '@foyer/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import type { Foyer } from '../foyer'
import { embeddedFoyer } from '../testing/embeddedFoyer'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const user: EmbeddedUser = {
  address: ADDRESS,
  chainId: 31337,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

let foyer: Foyer | undefined
afterEach(() => {
  foyer?.destroy()
  foyer = undefined
})

async function setup() {
  const kit = await embeddedFoyer()
  foyer = kit.foyer
  return kit
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('startEmbeddedWallet', () => {
  it('keeps the kind of the frame’s prompt while ApproveTransaction shows it; leaving sends RPC_ABORT', async () => {
    const t = await setup()
    t.foyer.open()
    t.page.emit('APPROVAL_REQUIRED', { kind: 'export' })
    await settle()
    expect(t.foyer.router.get().view).toBe('ApproveTransaction')
    expect(t.wallet.prompt.get()).toEqual({ kind: 'export' })
    t.frame.answer('RPC_ABORT', {})
    t.foyer.router.goBack()
    await settle()
    expect(t.frame.types()).toContain('RPC_ABORT')
    expect(t.wallet.prompt.get()).toEqual({ kind: undefined })
  })

  it('a prompt without a kind is a request; APPROVAL_DONE goes back and sends no RPC_ABORT', async () => {
    const t = await setup()
    t.foyer.open()
    t.page.emit('APPROVAL_REQUIRED')
    await settle()
    expect(t.wallet.prompt.get()).toEqual({ kind: 'request' })
    t.page.emit('APPROVAL_DONE')
    await settle()
    expect(t.foyer.router.get().view).toBe('Connect')
    expect(t.wallet.prompt.get()).toEqual({ kind: undefined })
    expect(t.frame.types()).not.toContain('RPC_ABORT')
  })

  it('passkey sign-in connects wagmi, remembers a passkey login, then offers to protect an unprotected wallet once', async () => {
    const t = await setup()
    t.foyer.open()
    t.frame.answer('CONNECT_PASSKEY', user)
    t.frame.answer('GET_USER', user)
    t.frame.answer('GET_RECOVERY', { passkeys: [], password: false, custodial: false })
    await t.foyer.signIn.passkey()
    await settle()
    expect(t.foyer.account.get().address).toBe(ADDRESS)
    expect(t.wallet.user.get()).toMatchObject({ address: ADDRESS, passkey: true })
    expect(t.foyer.router.get().view).toBe('ProtectWallet')
    expect(t.foyer.modal.get().open).toBe(true)
    expect(t.frame.types()).toEqual([
      'SYNC_THEME',
      'SYNC_DAPP_DATA',
      'CONNECT_PASSKEY',
      'GET_USER',
      'GET_RECOVERY',
    ])
  })

  it("SYNC_DAPP_DATA tells the frame the kit's language", async () => {
    const t = await setup()
    await settle()
    const [sync] = t.frame.payloads('SYNC_DAPP_DATA')
    expect(sync).toMatchObject({ locale: t.foyer.locale })
  })

  it('a wallet with a recovery method is not offered protection', async () => {
    const t = await setup()
    t.frame.answer('CONNECT_PASSKEY', user)
    t.frame.answer('GET_USER', user)
    t.frame.answer('GET_RECOVERY', {
      passkeys: [{ id: 'cred-1', name: 'Passkey', createdAt: '2026-11-20T10:00:00.000Z' }],
      password: false,
      custodial: false,
    })
    await t.foyer.signIn.passkey()
    await settle()
    expect(t.foyer.router.get().view).not.toBe('ProtectWallet')
    expect(t.wallet.recovery.get().status?.passkeys).toHaveLength(1)
  })
})
