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
 * The swap views of a visitor connected with the browser wallet: Swap quoted for FUSD → FOY, the
 * token list, and the review with its approve and swap steps (closed before anything is sent).
 */
export const swapViews: ViewGroup = {
  name: 'swap views',
  views: ['SwapSelectToken', 'Swap', 'SwapPreview'],
  async walk({ page, s, visit, wallet }) {
    if (!wallet) throw new Error('swap views need the injected test wallet')
    await openDemo(page, s)
    await connectButton(page, s).click()
    await testWalletButton(page).click()
    await accountButton(page, wallet.address).click()
    const account = dialog(page, s.account)
    await expect(account.getByTestId('foyer-balance')).toBeVisible()
    await page.getByTestId('foyer-feature-swaps').click()
    const swap = dialog(page, s.swap.title)
    await swap.getByTestId('foyer-swap-from-token').click()
    const select = dialog(page, s.swap.selectToken)
    const list = select.getByTestId('foyer-swap-token-list')
    await expect(list.getByRole('button', { name: /FUSD/ })).toBeVisible()
    await visit('SwapSelectToken', select, page)
    await list.getByRole('button', { name: /FUSD/ }).click()
    await swap.getByTestId('foyer-swap-to-token').click()
    await select
      .getByRole('region', { name: s.swap.suggested })
      .getByRole('button', { name: 'FOY', exact: true })
      .click()
    await swap.getByRole('textbox', { name: s.swap.amountToPay }).fill('12')
    await expect(swap.getByTestId('foyer-swap-details')).toBeVisible()
    await visit('Swap', swap, page)
    await swap.getByRole('button', { name: s.swap.review }).click()
    const preview = dialog(page, s.swap.preview)
    await expect(preview.getByTestId('foyer-swap-steps')).toBeVisible()
    await visit('SwapPreview', preview, page)
    await preview.getByRole('button', { name: s.close }).click()
    await expect(preview).toBeHidden()
  },
}
