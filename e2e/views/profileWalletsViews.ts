import { expect } from '@playwright/test'
import {
  accountButton,
  connectButton,
  dialog,
  openDemo,
  testWalletButton,
  type ViewGroup,
} from './walk'

/**
 * ProfileWallets, with the multiWallet feature on (`?multiWallet=on`): the injected EVM test
 * wallet and the Solana test wallet (the spec's `multichainWallets` fixture with its Solana
 * wallet) connected at once, the Solana one active.
 */
export const profileWalletsViews: ViewGroup = {
  name: 'profile wallets views',
  views: ['ProfileWallets'],
  async walk({ page, s, visit, wallet }) {
    if (!wallet) throw new Error('profile wallets views need the injected test wallet')
    await openDemo(page, s, '/?multiWallet=on')
    await connectButton(page, s).click()
    await testWalletButton(page).click()
    await accountButton(page, wallet.address).click()
    await dialog(page, s.account).getByRole('button', { name: s.profileWallets.add }).click()
    await dialog(page, s.connectWallet)
      .getByRole('button', { name: /Foyer Test Solana/ })
      .click()
    // Connected, Add wallet comes back to ProfileWallets.
    const view = dialog(page, s.profileWallets.title)
    await expect(view.getByTestId('foyer-profile-wallet')).toHaveCount(2)
    await visit('ProfileWallets', view, page)
    await view.getByRole('button', { name: s.close }).click()
    await expect(view).toBeHidden()
  },
}
