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
 * Buy with the dev stack's sandbox provider: the form with a quote, then the purchase handed to
 * the sandbox's page (a popup) and declined there, as BuyInProgress shows it. The sandbox page is
 * English only (a dev stand-in of the server).
 */
export const onrampViews: ViewGroup = {
  name: 'buy views',
  views: ['Buy', 'BuyInProgress'],
  async walk({ page, s, visit, wallet }) {
    if (!wallet) throw new Error('buy views need the injected test wallet')
    await openDemo(page, s)
    await connectButton(page, s).click()
    await testWalletButton(page).click()
    await accountButton(page, wallet.address).click()
    await dialog(page, s.account).getByTestId('foyer-feature-onramp').click()
    const buy = dialog(page, s.onramp.title)
    await buy.getByTestId('foyer-buy-amount').fill('50')
    await buy.getByTestId('foyer-buy-amount').press('Enter')
    await expect(buy.getByTestId('foyer-buy-crypto-amount')).toBeVisible()
    await visit('Buy', buy, page)

    const popupOpened = page.waitForEvent('popup')
    await buy.getByTestId('foyer-buy-continue').click()
    const popup = await popupOpened
    await popup.getByLabel('Card number').fill('4000 0000 0000 0002')
    await popup.getByRole('button', { name: /^Pay/ }).click()
    await expect(popup.getByRole('alert')).toBeVisible()
    await popup.close()
    const progress = dialog(page, s.onramp.progressTitle)
    await expect(progress.getByTestId('foyer-buy-status')).toHaveAttribute('data-step', 'failed', {
      timeout: 20_000,
    })
    await visit('BuyInProgress', progress, page)
  },
}
