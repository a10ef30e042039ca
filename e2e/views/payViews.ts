import { expect } from '@playwright/test'
import { connectButton, dialog, openDemo, testWalletButton, type ViewGroup } from './walk'

/** A receiver no account of the stack uses: nothing is sent to it here. */
const RECEIVER = '0x000000000000000000000000000000000000dEaD'

/**
 * The Pay view of a visitor connected with the browser wallet, opened by the demo's Pay panel
 * (the `pay` switch on): 1 FUSD, which the account holds, so Pay offers a plain payment (closed
 * before anything is sent).
 */
export const payViews: ViewGroup = {
  name: 'pay views',
  views: ['Pay'],
  async walk({ page, s, visit, wallet }) {
    if (!wallet) throw new Error('pay views need the injected test wallet')
    await openDemo(page, s)
    const payable = page.getByRole('switch', { name: 'pay', exact: true })
    await payable.click()
    await expect(payable).toBeChecked()
    await connectButton(page, s).click()
    await testWalletButton(page).click()
    const panel = page.getByRole('region', { name: 'Pay', exact: true })
    await panel.getByRole('textbox', { name: 'Recipient', exact: true }).fill(RECEIVER)
    await panel.getByRole('textbox', { name: 'Amount', exact: true }).fill('1')
    await panel.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'FUSD' })
    await panel.getByRole('button', { name: 'Pay with Foyer' }).click()
    const pay = dialog(page, s.pay.title)
    await expect(pay.getByTestId('foyer-pay-amount')).toHaveText('1 FUSD')
    await expect(pay.getByRole('button', { name: s.pay.pay })).toBeEnabled()
    await visit('Pay', pay, page)
    await pay.getByRole('button', { name: s.close }).click()
    await expect(pay).toBeHidden()
  },
}
