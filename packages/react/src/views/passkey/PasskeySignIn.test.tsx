import type { Foyer } from '@foyer/core'
import { embeddedFoyer } from '@foyer/core/testing'
import type { EmbeddedUser } from '@foyer/protocol'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { PasskeySignIn } from './PasskeySignIn'

let foyer: Foyer | undefined
afterEach(() => {
  foyer?.destroy()
  foyer = undefined
})

const ADDRESS = '0x1111111111111111111111111111111111111111'
const user: EmbeddedUser = {
  address: ADDRESS,
  chainId: 31337,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

async function setup(strings?: Parameters<typeof FoyerProvider>[0]['strings']) {
  const kit = await embeddedFoyer()
  foyer = kit.foyer
  render(
    <FoyerProvider foyer={kit.foyer} strings={strings}>
      <PasskeySignIn />
    </FoyerProvider>,
  )
  const client = kit.foyer
  await waitFor(() => expect(client.account.get().status).toBe('disconnected'))
  return kit
}

describe('PasskeySignIn', () => {
  it('is one button named "Continue with a passkey", reached and pressed from the keyboard; it waits for the frame’s prompt, then signs in', async () => {
    const t = await setup()
    const answer = t.frame.defer('CONNECT_PASSKEY')
    const keys = userEvent.setup()
    await keys.tab()
    const button = screen.getByRole('button', { name: 'Continue with a passkey' })
    expect(document.activeElement).toBe(button)
    await keys.keyboard('{Enter}')
    expect((await screen.findByRole('status')).textContent).toContain(
      'Use your passkey in the wallet window…',
    )
    expect(button.getAttribute('aria-busy')).toBe('true')
    t.frame.answer('GET_USER', user)
    t.frame.answer('GET_RECOVERY', { passkeys: [], password: true, custodial: false })
    answer.resolve(user)
    await waitFor(() => expect(t.foyer.account.get().address).toBe(ADDRESS))
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
  })

  it('words a failure by its code from the locale table (a dapp’s translation too)', async () => {
    const t = await setup({ errors: { PASSKEY_UNKNOWN: 'Passkey inconnue ici' } })
    t.frame.fail('CONNECT_PASSKEY', 'PASSKEY_CANCELLED')
    await userEvent.click(screen.getByRole('button', { name: 'Continue with a passkey' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The passkey request was cancelled')
    t.frame.fail('CONNECT_PASSKEY', 'PASSKEY_UNKNOWN')
    await userEvent.click(screen.getByRole('button', { name: 'Continue with a passkey' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Passkey inconnue ici'))
  })
})
