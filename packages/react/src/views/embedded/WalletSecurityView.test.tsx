import type { Foyer } from '@foyer/core'
import { embeddedFoyer } from '@foyer/core/testing'
import type { RecoveryStatus } from '@foyer/protocol'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { WalletSecurityView } from './WalletSecurityView'

let foyer: Foyer | undefined
afterEach(() => {
  foyer?.destroy()
  foyer = undefined
})

const PASSKEY = { id: 'cred-1', name: 'iCloud Keychain', createdAt: '2026-11-20T10:00:00.000Z' }

async function setup(
  status: RecoveryStatus = { passkeys: [PASSKEY], password: false, custodial: false },
) {
  const kit = await embeddedFoyer()
  foyer = kit.foyer
  kit.frame.answer('GET_RECOVERY', status)
  render(
    <FoyerProvider foyer={kit.foyer}>
      <WalletSecurityView />
    </FoyerProvider>,
  )
  await screen.findByRole('region', { name: 'Passkeys' })
  return kit
}

const CUSTODIAL_LINE =
  'Email recovery: this site’s operator can restore this wallet after you sign in by email.'

describe('WalletSecurityView', () => {
  it('lists the passkeys (name, created date) and the recovery password, in named sections', async () => {
    await setup()
    const passkeys = screen.getByRole('region', { name: 'Passkeys' })
    expect(within(passkeys).getByText(/^Created /)).toBeTruthy()
    expect(within(passkeys).getByRole('list', { name: 'Passkeys' })).toBeTruthy()
    const password = screen.getByRole('region', { name: 'Recovery password' })
    expect(within(password).getByText('Not set')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Export private key' })).toBeTruthy()
    expect(
      screen.getByText('Anyone who sees your private key controls this wallet: never share it.'),
    ).toBeTruthy()
  })

  it('removes a passkey only after a confirmation, all from the keyboard (REMOVE_PASSKEY with its id)', async () => {
    const t = await setup()
    const keys = userEvent.setup()
    const remove = screen.getByRole('button', { name: 'Remove iCloud Keychain' })
    remove.focus()
    await keys.keyboard('{Enter}')
    // The question opens with Cancel focused; Cancel closes it and focus goes back.
    const question = screen.getByRole('group', { name: /Remove the passkey iCloud Keychain\?/ })
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }))
    await keys.keyboard('{Enter}')
    expect(screen.queryByRole('group')).toBeNull()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove iCloud Keychain' }),
    )
    expect(t.frame.types()).not.toContain('REMOVE_PASSKEY')
    await keys.keyboard('{Enter}')
    t.frame.answer('REMOVE_PASSKEY', { passkeys: [], password: false, custodial: false })
    await keys.tab({ shift: true })
    const confirm = within(screen.getByRole('group')).getByRole('button', { name: 'Remove' })
    expect(document.activeElement).toBe(confirm)
    await keys.keyboard('{Enter}')
    expect(await screen.findByText('No passkey yet.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Passkeys' }))
    expect(t.frame.payloads('REMOVE_PASSKEY')).toEqual([{ id: 'cred-1' }])
    expect(screen.getByText('Only this device can open this wallet.')).toBeTruthy()
  })

  it('"Add a passkey or password" asks the frame (PROTECT_WALLET) and shows the new status', async () => {
    const t = await setup()
    t.frame.answer('PROTECT_WALLET', { passkeys: [PASSKEY], password: true, custodial: false })
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey or password' }))
    await waitFor(() => expect(screen.getByText('Set')).toBeTruthy())
  })

  it('"Export private key" asks the frame (EXPORT_KEY) and says the key stayed in it', async () => {
    const t = await setup()
    t.frame.answer('EXPORT_KEY', {})
    await userEvent.click(screen.getByRole('button', { name: 'Export private key' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your key was shown in the wallet window only; this site never received it.',
    )
    expect(t.frame.types()).toContain('EXPORT_KEY')
  })

  it('says when the operator’s custodian can restore the wallet (custodial), one line', async () => {
    await setup({ passkeys: [], password: false, custodial: true })
    const password = screen.getByRole('region', { name: 'Recovery password' })
    expect(within(password).getByText(CUSTODIAL_LINE)).toBeTruthy()
    // Not "only this device" (the custodian can restore it), and still offered a method.
    expect(screen.queryByText('Only this device can open this wallet.')).toBeNull()
    expect(screen.getByRole('button', { name: 'Add a passkey or password' })).toBeTruthy()
  })

  it('shows no custodial line when no custodian holds a wrap', async () => {
    await setup({ passkeys: [], password: false, custodial: false })
    expect(screen.queryByText(CUSTODIAL_LINE)).toBeNull()
    expect(screen.getByText('Only this device can open this wallet.')).toBeTruthy()
  })

  it('words a failure by its code', async () => {
    const t = await setup()
    t.frame.fail('EXPORT_KEY', 'RECOVERY_NEEDED')
    await userEvent.click(screen.getByRole('button', { name: 'Export private key' }))
    expect((await screen.findByRole('alert')).textContent?.length).toBeGreaterThan(0)
  })
})
