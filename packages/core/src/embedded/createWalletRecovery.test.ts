import type { RecoveryStatus } from '@foyer/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createModal } from '../modal/createModal'
import { createRouter } from '../router/createRouter'
import { createScriptedFrame } from '../testing/scriptedFrame'
import { createWalletRecovery } from './createWalletRecovery'
import { isUnprotected } from './isUnprotected'

const NONE: RecoveryStatus = { passkeys: [], password: false, custodial: false }
const PASSKEY = { id: 'cred-1', name: 'iCloud Keychain', createdAt: '2026-11-20T10:00:00.000Z' }
const PROTECTED: RecoveryStatus = { passkeys: [PASSKEY], password: false, custodial: false }

function setup() {
  const frame = createScriptedFrame()
  const modal = createModal()
  const router = createRouter({ isConnected: () => true, onClose: modal.close })
  const logger = { error: vi.fn() }
  const recovery = createWalletRecovery({ call: frame.call, router, modal, logger })
  return { frame, modal, router, logger, recovery }
}

describe('createWalletRecovery', () => {
  it('isUnprotected: no passkey and no password; the custodian does not count', () => {
    expect(isUnprotected(NONE)).toBe(true)
    expect(isUnprotected({ ...NONE, custodial: true })).toBe(true)
    expect(isUnprotected(PROTECTED)).toBe(false)
    expect(isUnprotected({ passkeys: [], password: true, custodial: false })).toBe(false)
  })

  it('load: GET_RECOVERY, busy until answered', async () => {
    const t = setup()
    const answer = t.frame.defer('GET_RECOVERY')
    const loading = t.recovery.load()
    expect(t.recovery.get().busy).toBe('load')
    answer.resolve(PROTECTED)
    await loading
    expect(t.recovery.get()).toMatchObject({ status: PROTECTED, busy: undefined, error: undefined })
  })

  it('protect: PROTECT_WALLET answers the new status; one request at a time', async () => {
    const t = setup()
    const answer = t.frame.defer('PROTECT_WALLET')
    const protecting = t.recovery.protect()
    await t.recovery.protect()
    expect(t.frame.types()).toEqual(['PROTECT_WALLET'])
    answer.resolve({ passkeys: [], password: true, custodial: false })
    await protecting
    expect(t.recovery.get().status).toEqual({ passkeys: [], password: true, custodial: false })
  })

  it('removePasskey: REMOVE_PASSKEY with its id, which the state names while under way', async () => {
    const t = setup()
    const answer = t.frame.defer('REMOVE_PASSKEY')
    const removing = t.recovery.removePasskey('cred-1')
    expect(t.recovery.get()).toMatchObject({ busy: 'remove', removing: 'cred-1' })
    expect(t.frame.payloads('REMOVE_PASSKEY')).toEqual([{ id: 'cred-1' }])
    answer.resolve(NONE)
    await removing
    expect(t.recovery.get()).toMatchObject({ status: NONE, busy: undefined, removing: undefined })
  })

  it('exportKey: EXPORT_KEY; the page gets nothing but that it was shown', async () => {
    const t = setup()
    t.frame.answer('EXPORT_KEY', {})
    await t.recovery.exportKey()
    expect(t.recovery.get()).toMatchObject({ exported: true, busy: undefined, status: undefined })
  })

  it('a failure is the frame’s code; the visitor’s own cancel is none', async () => {
    const t = setup()
    t.frame.fail('PROTECT_WALLET', 'WEAK_RECOVERY_PASSWORD')
    await t.recovery.protect()
    expect(t.recovery.get().error).toEqual({ code: 'WEAK_RECOVERY_PASSWORD' })
    t.frame.fail('PROTECT_WALLET', 'USER_REJECTED')
    await t.recovery.protect()
    expect(t.recovery.get().error).toBeUndefined()
    t.frame.fail('EXPORT_KEY', 'REQUEST_ABORTED')
    await t.recovery.exportKey()
    expect(t.recovery.get()).toMatchObject({ error: undefined, exported: false })
  })

  it('offerProtection: an unprotected wallet gets ProtectWallet once per session, over a closed modal', async () => {
    const t = setup()
    t.frame.answer('GET_RECOVERY', NONE)
    await t.recovery.offerProtection()
    expect(t.modal.get().open).toBe(true)
    expect(t.router.get()).toMatchObject({ view: 'ProtectWallet', history: [] })
    t.router.goBack()
    // A second sign-in in the same session asks nothing.
    await t.recovery.offerProtection()
    expect(t.frame.types()).toEqual(['GET_RECOVERY'])
  })

  it('offerProtection: an open modal (a SIWX request, say) is left alone; the offer comes when it closes', async () => {
    const t = setup()
    t.modal.open()
    t.router.reset('SIWXSignMessage')
    t.frame.answer('GET_RECOVERY', NONE)
    await t.recovery.offerProtection()
    expect(t.router.get().view).toBe('SIWXSignMessage')
    t.modal.close()
    expect(t.modal.get().open).toBe(true)
    expect(t.router.get()).toMatchObject({ view: 'ProtectWallet', history: [] })
  })

  it('offerProtection: a sign-out before the modal closes drops the offer', async () => {
    const t = setup()
    t.modal.open()
    t.router.reset('SIWXSignMessage')
    t.frame.answer('GET_RECOVERY', NONE)
    await t.recovery.offerProtection()
    t.recovery.reset()
    t.modal.close()
    expect(t.modal.get().open).toBe(false)
  })

  it('offerProtection: a protected wallet, or a frame that cannot tell, shows nothing', async () => {
    const t = setup()
    t.frame.answer('GET_RECOVERY', PROTECTED)
    await t.recovery.offerProtection()
    expect(t.modal.get().open).toBe(false)
    expect(t.recovery.get().status).toEqual(PROTECTED)
    t.frame.fail('GET_RECOVERY', 'ERROR_OCCURRED')
    await t.recovery.offerProtection()
    expect(t.modal.get().open).toBe(false)
    expect(t.logger.error).toHaveBeenCalledWith('Recovery status unavailable', 'ERROR_OCCURRED')
  })

  it('reset forgets the status and ignores an answer still under way', async () => {
    const t = setup()
    t.frame.answer('GET_RECOVERY', PROTECTED)
    await t.recovery.load()
    const answer = t.frame.defer('REMOVE_PASSKEY')
    const removing = t.recovery.removePasskey('cred-1')
    t.recovery.reset()
    answer.resolve(NONE)
    await removing
    expect(t.recovery.get()).toEqual({
      status: undefined,
      busy: undefined,
      removing: undefined,
      error: undefined,
      exported: false,
    })
  })
})
