import type { Foyer } from '@foyer/core'
import { embeddedFoyer } from '@foyer/core/testing'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { ProtectWalletView } from './ProtectWalletView'

let foyer: Foyer | undefined
afterEach(() => {
  foyer?.destroy()
  foyer = undefined
})

async function setup() {
  const kit = await embeddedFoyer()
  foyer = kit.foyer
  kit.foyer.open()
  kit.foyer.router.push('ProtectWallet')
  render(
    <FoyerProvider foyer={kit.foyer}>
      <ProtectWalletView />
    </FoyerProvider>,
  )
  return kit
}

describe('ProtectWalletView', () => {
  it('says why in one sentence pair and offers "Protect now" (PROTECT_WALLET) from the keyboard', async () => {
    const t = await setup()
    expect(
      screen.getByText(
        'A passkey or a recovery password lets you open this wallet on another device. Without one, only this device can open it.',
      ),
    ).toBeTruthy()
    const answer = t.frame.defer('PROTECT_WALLET')
    const keys = userEvent.setup()
    await keys.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Protect now' }))
    await keys.keyboard('{Enter}')
    expect((await screen.findByRole('status')).textContent).toContain(
      'Finish in the wallet window…',
    )
    expect(screen.getByRole('button', { name: 'Protect now' })).toHaveProperty('disabled', true)
    answer.resolve({ passkeys: [], password: true, custodial: false })
    expect(
      (
        await screen.findByText('Your wallet is protected: you can open it on another device.')
      ).getAttribute('role'),
    ).toBe('status')
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(t.foyer.router.get().view).toBe('Connect')
  })

  it('says the operator’s custodian can restore it, when it can (custodial)', async () => {
    const t = await setup()
    t.frame.answer('GET_RECOVERY', { passkeys: [], password: false, custodial: true })
    await t.wallet.recovery.load()
    expect(
      await screen.findByText(
        'A passkey or a recovery password lets you open this wallet on another device yourself. Without one, only this site’s operator can restore it there, after you sign in by email.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Protect now' })).toBeTruthy()
  })

  it('"Later" leaves without asking the frame', async () => {
    const t = await setup()
    await userEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(t.foyer.router.get().view).toBe('Connect')
    expect(t.frame.types()).not.toContain('PROTECT_WALLET')
  })

  it('words a failure by its code; the visitor closing the prompt is no failure', async () => {
    const t = await setup()
    t.frame.fail('PROTECT_WALLET', 'PASSKEY_UNSUPPORTED')
    await userEvent.click(screen.getByRole('button', { name: 'Protect now' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent?.length).toBeGreaterThan(0)
    t.frame.fail('PROTECT_WALLET', 'USER_REJECTED')
    await userEvent.click(screen.getByRole('button', { name: 'Protect now' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})
