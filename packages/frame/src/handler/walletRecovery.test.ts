// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { FramePasskeys } from '../passkeys/passkeyCeremonies'
import { createRecoveryPrompts } from '../recovery/recoveryPrompts'
import { createFakeFrameApi } from '../testing/createFakeFrameApi'
import { createFakeCustodian } from '../testing/fakeCustodian'
import { frameHandlerHarness } from '../testing/frameHandlerHarness'

const FAST = { N: 2 ** 10, r: 8, p: 1, dkLen: 32 as const }
const password = 'violet harbour 42 lantern'
const email = 'ada@example.com'

/** A fake authenticator: one passkey with a fixed PRF output. */
function fakePasskeys() {
  const credentialId = 'Y3JlZGVudGlhbC1pZC0wMDAx'
  const prf = new Uint8Array(32).fill(9)
  const registered: { id: string; name: string; createdAt: string }[] = []
  const passkeys = {
    register: vi.fn(async () => {
      registered.push({ id: credentialId, name: 'Laptop', createdAt: '2030-01-01T00:00:00.000Z' })
      return { credentialId, prf }
    }),
    evaluate: vi.fn(async (ids: readonly string[]) => {
      expect(ids).toContain(credentialId)
      return { credentialId, prf }
    }),
    list: vi.fn(async () => [...registered]),
    remove: vi.fn(async (_token: string, id: string) => {
      registered.splice(
        registered.findIndex((p) => p.id === id),
        1,
      )
    }),
    signIn: vi.fn(),
  }
  return { passkeys: passkeys as unknown as FramePasskeys & typeof passkeys, credentialId }
}

function setup(server = createFakeFrameApi(), passkeys = fakePasskeys().passkeys) {
  const container = document.createElement('div')
  document.body.append(container)
  const promptEvents = vi.fn()
  const clipboard = { writeText: vi.fn(async () => {}) }
  const harness = frameHandlerHarness({
    server,
    passkeys,
    scryptParams: FAST,
    recoveryPrompts: createRecoveryPrompts({
      document,
      container,
      passkeys,
      emit: promptEvents,
      clipboard,
    }),
  })
  const dialog = () => container.querySelector<HTMLElement>('[role=dialog]')
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent === name)
  const field = (label: string) =>
    [...container.querySelectorAll('label')]
      .find((l) => l.textContent === label)
      ?.querySelector('input') as HTMLInputElement
  const shown = async () => {
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5000 })
    return dialog() as HTMLElement
  }
  const gone = () => vi.waitFor(() => expect(dialog()).toBeNull(), { timeout: 5000 })
  return {
    ...harness,
    server,
    passkeys,
    container,
    promptEvents,
    clipboard,
    dialog,
    button,
    field,
    shown,
    gone,
  }
}

type Setup = ReturnType<typeof setup>

async function protectWithPassword(t: Setup, typed = password) {
  const reply = t.ok('PROTECT_WALLET')
  await t.shown()
  t.field('Recovery password').value = typed
  t.field('Repeat the recovery password').value = typed
  t.button('Set a recovery password')?.click()
  return reply
}

describe('PROTECT_WALLET', () => {
  it('sets a recovery password in the frame’s prompt: a fresh split, sealed share, one wrap', async () => {
    const t = setup()
    await t.login()
    const walletBefore = [...t.server.wallets.values()][0]
    const authBefore = walletBefore?.authShare
    expect(await protectWithPassword(t)).toEqual({ passkeys: [], password: true, custodial: false })
    const wallet = [...t.server.wallets.values()][0]
    expect(wallet).toMatchObject({ version: 2, methods: [{ kind: 'password', params: FAST }] })
    expect(wallet?.authShare).not.toBe(authBefore)
    expect(wallet?.sealedRecovery).toMatch(/^v1\./)
    expect(t.promptEvents.mock.calls).toEqual([
      ['APPROVAL_REQUIRED', { kind: 'protect' }],
      ['APPROVAL_DONE'],
    ])
    await t.gone()
    expect(await t.ok('GET_RECOVERY')).toEqual({ passkeys: [], password: true, custodial: false })
  })

  it('refuses a weak password in the prompt and keeps it open', async () => {
    const t = setup()
    await t.login()
    const reply = t.ok('PROTECT_WALLET')
    await t.shown()
    t.field('Recovery password').value = 'password1234'
    t.field('Repeat the recovery password').value = 'password1234'
    t.button('Set a recovery password')?.click()
    expect(t.dialog()?.querySelector('[role=alert]')?.textContent).toContain('stronger')
    t.field('Recovery password').value = password
    t.field('Repeat the recovery password').value = `${password}x`
    t.button('Set a recovery password')?.click()
    expect(t.dialog()?.querySelector('[role=alert]')?.textContent).toContain('differ')
    t.field('Repeat the recovery password').value = password
    t.button('Set a recovery password')?.click()
    expect(await reply).toEqual({ passkeys: [], password: true, custodial: false })
  })

  it('creates a passkey, then adds a password with RK held in memory (no second prompt)', async () => {
    const t = setup()
    await t.login()
    const reply = t.ok('PROTECT_WALLET')
    await t.shown()
    t.button('Create a passkey')?.click()
    const status = await reply
    expect(status).toEqual({
      passkeys: [
        { id: 'Y3JlZGVudGlhbC1pZC0wMDAx', name: 'Laptop', createdAt: '2030-01-01T00:00:00.000Z' },
      ],
      password: false,
      custodial: false,
    })
    expect(t.passkeys.register).toHaveBeenCalledTimes(1)
    await t.gone()
    expect(await protectWithPassword(t)).toMatchObject({ password: true })
    expect(t.server.calls.filter((c) => c === 'protectWallet')).toHaveLength(1)
    expect(t.server.calls.filter((c) => c === 'addRecoveryMethod')).toHaveLength(1)
    expect(t.passkeys.evaluate).not.toHaveBeenCalled()
  })

  it('is closed by RPC_ABORT (REQUEST_ABORTED) and changes nothing', async () => {
    const t = setup()
    await t.login()
    const reply = t.failure('PROTECT_WALLET')
    await t.shown()
    await t.ok('RPC_ABORT', {})
    expect((await reply).code).toBe('REQUEST_ABORTED')
    expect(t.dialog()).toBeNull()
    expect(t.server.calls).not.toContain('protectWallet')
  })

  it('answers NOT_CONNECTED before a sign-in', async () => {
    expect(await setup().fails('PROTECT_WALLET')).toBe('NOT_CONNECTED')
  })
})

describe('REMOVE_PASSKEY', () => {
  it('removes the wrap and the credential', async () => {
    const t = setup()
    await t.login()
    const reply = t.ok('PROTECT_WALLET')
    await t.shown()
    t.button('Create a passkey')?.click()
    await reply
    await t.gone()
    expect(await t.ok('REMOVE_PASSKEY', { id: 'Y3JlZGVudGlhbC1pZC0wMDAx' })).toEqual({
      passkeys: [],
      password: false,
      custodial: false,
    })
    expect(t.passkeys.remove).toHaveBeenCalledWith(expect.any(String), 'Y3JlZGVudGlhbC1pZC0wMDAx')
  })
})

describe('restore on a new device', () => {
  /** Ann's wallet, made and protected with a password on a first device; a second one signing in. */
  async function secondDevice() {
    const server = createFakeFrameApi()
    const first = setup(server)
    const address = await first.login()
    const { solanaAddress }: { solanaAddress: string } = await first.ok('GET_USER', {})
    await protectWithPassword(first)
    await first.gone()
    const second = setup(server)
    server.approveDevice(email, second.deps.deviceId)
    await second.ok('CONNECT_EMAIL', { email })
    expect(await second.ok('CONNECT_OTP', { otp: '123456' })).toEqual({ action: 'VERIFY_DEVICE' })
    return { server, address, solanaAddress, second }
  }

  it('asks for the recovery password in the frame and opens the same wallet', async () => {
    const { address, solanaAddress, second } = await secondDevice()
    const connected = second.send('CONNECT_DEVICE', {})
    const dialog = await second.shown()
    expect(second.promptEvents).toHaveBeenCalledWith('APPROVAL_REQUIRED', { kind: 'restore' })
    second.field('Recovery password').value = 'not the password at all'
    second.button('Open with password')?.click()
    await vi.waitFor(() =>
      expect(dialog.querySelector('[role=alert]')?.textContent).toContain('does not open'),
    )
    second.field('Recovery password').value = password
    second.button('Open with password')?.click()
    expect((await connected).type).toBe('@foyer-frame/CONNECT_DEVICE_SUCCESS')
    const user: { address: string; solanaAddress: string } = await second.ok('GET_USER', {})
    expect(user.address).toBe(address)
    // The recovery share and the auth share rebuild the Solana account too.
    expect(user.solanaAddress).toBe(solanaAddress)
    expect(second.promptEvents).toHaveBeenLastCalledWith('APPROVAL_DONE')
  })

  it('opens with “Use passkey” (a get limited to the wraps’ credential ids)', async () => {
    const server = createFakeFrameApi()
    const first = setup(server)
    const address = await first.login()
    const reply = first.ok('PROTECT_WALLET')
    await first.shown()
    first.button('Create a passkey')?.click()
    await reply
    await first.gone()
    const second = setup(server)
    server.approveDevice(email, second.deps.deviceId)
    await second.ok('CONNECT_EMAIL', { email })
    await second.ok('CONNECT_OTP', { otp: '123456' })
    const connected = second.send('CONNECT_DEVICE', {})
    await second.shown()
    second.button('Use passkey')?.click()
    expect((await connected).type).toBe('@foyer-frame/CONNECT_DEVICE_SUCCESS')
    expect(second.passkeys.evaluate).toHaveBeenCalledWith(['Y3JlZGVudGlhbC1pZC0wMDAx'])
    expect(((await second.ok('GET_USER', {})) as { address: string }).address).toBe(address)
  })

  it('says RECOVERY_NEEDED when the visitor dismisses the prompt', async () => {
    const { second } = await secondDevice()
    const connected = second.failure('CONNECT_DEVICE', {})
    await second.shown()
    second.button('Cancel')?.click()
    expect((await connected).code).toBe('RECOVERY_NEEDED')
  })
})

describe('custodial email recovery (the operator runs a custodian)', () => {
  const custodianServer = () => createFakeFrameApi({ custodian: true })
  const walletOf = (server: ReturnType<typeof createFakeFrameApi>) => {
    const wallet = [...server.wallets.values()][0]
    if (!wallet) throw new Error('no wallet')
    return wallet
  }

  /** A second device of Ada's, signed in by email and approved: CONNECT_DEVICE is next. */
  async function approvedSecondDevice(server: ReturnType<typeof createFakeFrameApi>) {
    const second = setup(server)
    server.approveDevice(email, second.deps.deviceId)
    await second.ok('CONNECT_EMAIL', { email })
    expect(await second.ok('CONNECT_OTP', { otp: '123456' })).toEqual({ action: 'VERIFY_DEVICE' })
    return second
  }

  it('protects a new wallet for the custodian at sign-up, with no prompt; the visitor has no method yet', async () => {
    const server = custodianServer()
    const t = setup(server)
    await t.login()
    const wallet = walletOf(server)
    expect(wallet).toMatchObject({
      version: 2,
      sealedRecovery: expect.stringMatching(/^v1\./),
      methods: [{ kind: 'custodian', keyId: server.custodian()?.key.keyId }],
    })
    expect(t.dialog()).toBeNull()
    expect(t.promptEvents).not.toHaveBeenCalled()
    expect(await t.ok('GET_RECOVERY')).toEqual({ passkeys: [], password: false, custodial: true })
  })

  it('restores on a second device through the custodian, with no prompt', async () => {
    const server = custodianServer()
    const first = setup(server)
    const address = await first.login()
    const second = await approvedSecondDevice(server)
    expect((await second.send('CONNECT_DEVICE', {})).type).toBe(
      '@foyer-frame/CONNECT_DEVICE_SUCCESS',
    )
    expect(second.promptEvents).not.toHaveBeenCalled()
    expect(((await second.ok('GET_USER', {})) as { address: string }).address).toBe(address)
    expect(server.custodianReleases).toEqual([
      { userId: expect.any(String), deviceId: second.deps.deviceId },
    ])
    // RK is held after the restore: the visitor's own method is one more wrap, no new split.
    expect(await protectWithPassword(second)).toEqual({
      passkeys: [],
      password: true,
      custodial: true,
    })
    expect(server.calls.filter((c) => c === 'protectWallet')).toHaveLength(1)
    // The first device still opens the wallet (its share is of the same split).
    await first.ok('RELOAD')
    expect(((await first.ok('GET_USER', {})) as { address: string }).address).toBe(address)
  })

  it('keeps the custodian’s wrap when the visitor protects with RK held', async () => {
    const server = custodianServer()
    const t = setup(server)
    await t.login()
    expect(await protectWithPassword(t)).toEqual({ passkeys: [], password: true, custodial: true })
    expect(
      walletOf(server)
        .methods.map((m) => m.kind)
        .sort(),
    ).toEqual(['custodian', 'password'])
    expect(server.calls.filter((c) => c === 'protectWallet')).toHaveLength(1)
    await t.gone()
  })

  it('after a reload, opens RK through the custodian to protect: no fresh split strands a restored device', async () => {
    const server = custodianServer()
    const first = setup(server)
    const address = await first.login()
    const second = await approvedSecondDevice(server)
    expect((await second.send('CONNECT_DEVICE', {})).type).toBe(
      '@foyer-frame/CONNECT_DEVICE_SUCCESS',
    )
    await first.ok('RELOAD')
    expect(await protectWithPassword(first)).toEqual({
      passkeys: [],
      password: true,
      custodial: true,
    })
    expect(server.calls.filter((c) => c === 'releaseFromCustodian')).toHaveLength(2)
    expect(server.calls.filter((c) => c === 'protectWallet')).toHaveLength(1)
    expect(walletOf(server).version).toBe(2)
    // The device restored through the custodian still opens the wallet with its share.
    await second.ok('RELOAD')
    expect(((await second.ok('GET_USER', {})) as { address: string }).address).toBe(address)
  })

  it('protects with a fresh split when the custodian cannot open RK for this device', async () => {
    const server = custodianServer()
    const t = setup(server)
    await t.login()
    await t.ok('RELOAD')
    server.failCustodian()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The custodian's release fails; its key still takes a wrap of the new split's RK.
    expect(await protectWithPassword(t)).toEqual({ passkeys: [], password: true, custodial: true })
    expect(warn).toHaveBeenCalledWith(
      '[foyer-frame] custodial recovery: opening the recovery key here failed (CUSTODIAN_FAILED)',
    )
    warn.mockRestore()
    expect(server.calls.filter((c) => c === 'protectWallet')).toHaveLength(2)
    expect(walletOf(server).version).toBe(3)
  })

  it('falls back to the prompt when the custodian fails and the visitor has a password', async () => {
    const server = custodianServer()
    const first = setup(server)
    const address = await first.login()
    await protectWithPassword(first)
    await first.gone()
    server.failCustodian()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const second = await approvedSecondDevice(server)
    const connected = second.send('CONNECT_DEVICE', {})
    await second.shown()
    expect(server.custodianReleases).toHaveLength(1)
    expect(warn).toHaveBeenCalledWith(
      '[foyer-frame] custodial recovery: restoring failed (CUSTODIAN_FAILED)',
    )
    warn.mockRestore()
    second.field('Recovery password').value = password
    second.button('Open with password')?.click()
    expect((await connected).type).toBe('@foyer-frame/CONNECT_DEVICE_SUCCESS')
    expect(((await second.ok('GET_USER', {})) as { address: string }).address).toBe(address)
  })

  it('says CUSTODIAN_FAILED when the custodian fails and the visitor has no method', async () => {
    const server = custodianServer()
    await setup(server).login()
    server.failCustodian()
    const second = await approvedSecondDevice(server)
    expect(await second.fails('CONNECT_DEVICE', {})).toBe('CUSTODIAN_FAILED')
    expect(second.dialog()).toBeNull()
  })

  it('wraps RK for the custodian’s new key when a device holds RK', async () => {
    const server = custodianServer()
    const t = setup(server)
    await t.login()
    const next = createFakeCustodian()
    server.setCustodian(next)
    expect(await t.ok('GET_RECOVERY')).toEqual({ passkeys: [], password: false, custodial: true })
    expect(walletOf(server).methods).toEqual([
      expect.objectContaining({ kind: 'custodian', keyId: next.key.keyId }),
    ])
    const second = await approvedSecondDevice(server)
    expect((await second.send('CONNECT_DEVICE', {})).type).toBe(
      '@foyer-frame/CONNECT_DEVICE_SUCCESS',
    )
  })

  it('never takes the custodian’s wrap as an export confirmation', async () => {
    const server = custodianServer()
    const t = setup(server)
    await t.login()
    const reply = t.send('EXPORT_KEY')
    const dialog = await t.shown()
    expect(dialog.querySelector('input')).toBeNull()
    t.button('Show private key')?.click()
    expect(dialog.querySelector('output')?.textContent).toMatch(/^0x[0-9a-f]{64}$/)
    t.button('Done')?.click()
    expect((await reply).payload).toEqual({})
    expect(server.calls).not.toContain('releaseFromCustodian')
  })
})

describe('EXPORT_KEY', () => {
  it('shows the key in the frame after a click, and posts nothing of it', async () => {
    const t = setup()
    await t.login()
    const reply = t.send('EXPORT_KEY')
    const dialog = await t.shown()
    t.button('Show private key')?.click()
    const key = dialog.querySelector('output')?.textContent ?? ''
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    t.button('Copy')?.click()
    expect(t.clipboard.writeText).toHaveBeenCalledWith(key)
    await vi.waitFor(() => expect(t.button('Copied')).toBeDefined())
    t.button('Done')?.click()
    const answer = await reply
    expect(answer.type).toBe('@foyer-frame/EXPORT_KEY_SUCCESS')
    expect(answer.payload).toEqual({})
    const posted = JSON.stringify([answer, t.emit.mock.calls, t.promptEvents.mock.calls])
    expect(posted).not.toContain(key.slice(2))
    expect(t.promptEvents.mock.calls[0]).toEqual(['APPROVAL_REQUIRED', { kind: 'export' }])
    await t.gone()
  })

  it('asks for the recovery password first when the wallet has one', async () => {
    const t = setup()
    await t.login()
    await protectWithPassword(t)
    await t.gone()
    const reply = t.send('EXPORT_KEY')
    const dialog = await t.shown()
    t.field('Recovery password').value = 'violet harbour 42 lanterns'
    t.button('Show private key')?.click()
    await vi.waitFor(() =>
      expect(dialog.querySelector('[role=alert]')?.textContent).toContain('does not open'),
    )
    expect(dialog.querySelector('output')).toBeNull()
    t.field('Recovery password').value = password
    t.button('Show private key')?.click()
    await vi.waitFor(() => expect(dialog.querySelector('output')?.textContent).toMatch(/^0x/))
    t.button('Done')?.click()
    expect((await reply).payload).toEqual({})
  })

  it('is keyboard-complete: named controls, Tab stays inside, Escape rejects', async () => {
    const t = setup()
    await t.login()
    const reply = t.failure('PROTECT_WALLET')
    const dialog = await t.shown()
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy()
    for (const button of dialog.querySelectorAll('button')) expect(button.textContent).toBeTruthy()
    for (const input of dialog.querySelectorAll('input')) {
      expect(input.closest('label')?.textContent).toBeTruthy()
    }
    const controls = [...dialog.querySelectorAll<HTMLElement>('button, input')]
    expect(document.activeElement).toBe(controls[0])
    const last = controls.at(-1) as HTMLElement
    last.focus()
    last.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    expect(document.activeElement).toBe(controls[0])
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect((await reply).code).toBe('USER_REJECTED')
  })

  it('Cancel rejects USER_REJECTED', async () => {
    const t = setup()
    await t.login()
    const reply = t.failure('EXPORT_KEY')
    await t.shown()
    t.button('Cancel')?.click()
    expect((await reply).code).toBe('USER_REJECTED')
  })
})
