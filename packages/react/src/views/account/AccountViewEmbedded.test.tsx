import type { Foyer } from '@foyer/core'
import { type EmbeddedFoyer, embeddedFoyer } from '@foyer/core/testing'
import type { EmbeddedUser } from '@foyer/protocol'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { AccountView } from './AccountView'

let foyer: Foyer | undefined
afterEach(() => {
  foyer?.destroy()
  foyer = undefined
})

const ADDRESS = '0x1111111111111111111111111111111111111111'
/** The visitor's smart account on the dev chain (any address other than the EOA). */
const SMART = '0x2222222222222222222222222222222222222222'
const user: EmbeddedUser = {
  address: ADDRESS,
  chainId: 31337,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}
/** The same visitor on a network with smart accounts: on the smart account, as by default. */
const smartUser: EmbeddedUser = {
  ...user,
  address: SMART,
  accounts: [
    { address: SMART, type: 'smartAccount' },
    { address: ADDRESS, type: 'eoa' },
  ],
  preferredAccountType: 'smartAccount',
}

/** The Account view of a visitor the frame signed in (with a passkey) as `signedIn`. */
async function signedInAs(signedIn: EmbeddedUser): Promise<EmbeddedFoyer> {
  const t = await embeddedFoyer()
  foyer = t.foyer
  t.frame.answer('CONNECT_PASSKEY', signedIn)
  t.frame.answer('GET_USER', signedIn)
  t.frame.answer('GET_RECOVERY', { passkeys: [], password: true, custodial: false })
  render(
    <FoyerProvider foyer={t.foyer}>
      <AccountView />
    </FoyerProvider>,
  )
  await t.foyer.signIn.passkey()
  return t
}

/** Why the last switch failed (the tabs have alerts of their own: no server answers here). */
const switchError = () => screen.queryByTestId('foyer-account-type-error')

/** The address the Account view shows (truncated; the whole one is its title). */
const shownAddress = () => screen.getByTitle(/^0x[0-9a-fA-F]{40}$/).getAttribute('title')

describe('AccountView, embedded wallet', () => {
  it('says a passkey signed in and opens Security from a named button', async () => {
    const t = await signedInAs(user)
    expect(await screen.findByText('Signed in with a passkey')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Security' }))
    await waitFor(() => expect(t.foyer.router.get().view).toBe('WalletSecurity'))
  })

  it('on a network without smart accounts, shows the EOA and no switch', async () => {
    await signedInAs(user)
    expect(await screen.findByText('Account type: Externally owned account (EOA)')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Switch to your/ })).toBeNull()
  })

  it('switches to the EOA and back: pending, then the address and the type follow', async () => {
    const t = await signedInAs(smartUser)
    const button = await screen.findByRole('button', { name: 'Switch to your EOA' })
    expect(screen.getByTestId('foyer-account-type').textContent).toBe('Smart account')
    expect(shownAddress()).toBe(SMART)
    // The button says what it switches from.
    expect(button.getAttribute('aria-describedby')).toBeTruthy()
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Account type: Smart account')

    const toEoa = t.frame.defer('SET_PREFERRED_ACCOUNT')
    await userEvent.click(button)
    expect(button.textContent).toBe('Switching account…')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    // A second press while the frame switches sends nothing.
    await userEvent.click(button)
    expect(t.frame.payloads('SET_PREFERRED_ACCOUNT')).toEqual([{ type: 'eoa' }])
    toEoa.resolve({ type: 'eoa', address: ADDRESS })
    await waitFor(() => expect(button.textContent).toBe('Switch to your smart account'))
    expect(button.hasAttribute('aria-disabled')).toBe(false)
    expect(screen.getByTestId('foyer-account-type').textContent).toBe(
      'Externally owned account (EOA)',
    )
    await waitFor(() => expect(shownAddress()).toBe(ADDRESS))
    expect(t.foyer.account.get().address).toBe(ADDRESS)

    t.frame.answer('SET_PREFERRED_ACCOUNT', { type: 'smartAccount', address: SMART })
    await userEvent.click(button)
    await waitFor(() => expect(button.textContent).toBe('Switch to your EOA'))
    await waitFor(() => expect(shownAddress()).toBe(SMART))
    expect(t.frame.payloads('SET_PREFERRED_ACCOUNT')).toEqual([
      { type: 'eoa' },
      { type: 'smartAccount' },
    ])
    expect(switchError()).toBeNull()
  })

  it('is reached and pressed from the keyboard, and keeps the focus through the switch', async () => {
    const t = await signedInAs(smartUser)
    const button = await screen.findByRole('button', { name: 'Switch to your EOA' })
    button.focus()
    t.frame.answer('SET_PREFERRED_ACCOUNT', { type: 'eoa', address: ADDRESS })
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(button.textContent).toBe('Switch to your smart account'))
    expect(document.activeElement).toBe(button)
    t.frame.answer('SET_PREFERRED_ACCOUNT', { type: 'smartAccount', address: SMART })
    await userEvent.keyboard(' ')
    await waitFor(() => expect(button.textContent).toBe('Switch to your EOA'))
    expect(document.activeElement).toBe(button)
  })

  it('shows why a switch failed, and the next switch clears it', async () => {
    const t = await signedInAs(smartUser)
    const button = await screen.findByRole('button', { name: 'Switch to your EOA' })
    t.frame.fail('SET_PREFERRED_ACCOUNT', 'NOT_CONNECTED')
    await userEvent.click(button)
    const alert = await screen.findByTestId('foyer-account-type-error')
    expect(alert.textContent).toBe('Not connected to email or social')
    // Nothing changed, and the switch can be tried again.
    expect(button.textContent).toBe('Switch to your EOA')
    expect(button.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id)
    expect(shownAddress()).toBe(SMART)
    t.frame.answer('SET_PREFERRED_ACCOUNT', { type: 'eoa', address: ADDRESS })
    await userEvent.click(button)
    await waitFor(() => expect(button.textContent).toBe('Switch to your smart account'))
    expect(switchError()).toBeNull()
  })

  it('says so when the frame keeps the EOA (the smart account cannot be had)', async () => {
    const t = await signedInAs({ ...smartUser, address: ADDRESS, preferredAccountType: 'eoa' })
    const button = await screen.findByRole('button', { name: 'Switch to your smart account' })
    t.frame.answer('SET_PREFERRED_ACCOUNT', { type: 'eoa', address: ADDRESS })
    await userEvent.click(button)
    expect((await screen.findByTestId('foyer-account-type-error')).textContent).toBe(
      'Smart accounts are not available on this network',
    )
    expect(screen.getByTestId('foyer-account-type').textContent).toBe(
      'Externally owned account (EOA)',
    )
    expect(within(button).queryByText('Switching account…')).toBeNull()
  })
})
