import type { Foyer } from '@foyer/core'
import { embeddedFoyer } from '@foyer/core/testing'
import type { EmbeddedUser } from '@foyer/protocol'
import { render, screen, waitFor } from '@testing-library/react'
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
const user: EmbeddedUser = {
  address: ADDRESS,
  chainId: 31337,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

describe('AccountView, embedded wallet', () => {
  it('says a passkey signed in and opens Security from a named button', async () => {
    const t = await embeddedFoyer()
    foyer = t.foyer
    t.frame.answer('CONNECT_PASSKEY', user)
    t.frame.answer('GET_USER', user)
    t.frame.answer('GET_RECOVERY', { passkeys: [], password: true, custodial: false })
    render(
      <FoyerProvider foyer={t.foyer}>
        <AccountView />
      </FoyerProvider>,
    )
    await t.foyer.signIn.passkey()
    expect(await screen.findByText('Signed in with a passkey')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Security' }))
    await waitFor(() => expect(t.foyer.router.get().view).toBe('WalletSecurity'))
  })
})
