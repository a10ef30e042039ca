import { demo } from './demo'
import { expect, test } from './fixtures'
import { CHAIN_A_ID } from './stack'

const OUT = '/tmp/foyer-notes/shots-buy'
test.use({ walletOptions: { accountIndex: 22 } })

for (const width of [360, 375]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`buy shots ${width} ${theme}`, async ({ page, wallet }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 740 })
      await page.emulateMedia({ colorScheme: theme })
      const ui = demo(page)
      await page.goto(theme === 'dark' ? '/?theme=dark' : '/')
      await ui.connect()
      await ui.accountButton(wallet.address).click()
      await page.screenshot({ path: `${OUT}/account-${theme}-${width}.png` })
      await ui.dialog('Account').getByRole('button', { name: 'Buy', exact: true }).click()
      const buy = ui.dialog('Buy')
      await expect(buy.getByRole('radio', { name: /Foyer sandbox/ })).toBeChecked()
      await page.screenshot({ path: `${OUT}/buy-form-${theme}-${width}.png` })
      await buy.getByRole('combobox', { name: 'Network' }).selectOption(`eip155:${CHAIN_A_ID}`)
      await buy.getByLabel('Amount (USD)').fill('8000')
      await buy.getByLabel('Amount (USD)').press('Enter')
      await expect(buy.getByRole('alert')).toBeVisible()
      await page.waitForTimeout(400)
      await page.screenshot({ path: `${OUT}/buy-limit-${theme}-${width}.png` })
      await buy.getByLabel('Amount (USD)').fill('50')
      await buy.getByLabel('Amount (USD)').press('Enter')
      await expect(buy.getByRole('region', { name: 'Quote' })).toBeVisible()
      await buy.getByRole('region', { name: 'Quote' }).scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${OUT}/buy-quote-${theme}-${width}.png` })
      // The mocked quote, as the API answers when no provider can quote: labelled an estimate.
      await page.route('**/v1/onramp/quote**', async (route) => {
        const response = await route.fetch()
        const body = await response.json()
        await route.fulfill({ response, json: { ...body, estimate: true } })
      })
      await buy.getByLabel('Amount (USD)').fill('60')
      await buy.getByLabel('Amount (USD)').press('Enter')
      await expect(buy.getByTestId('foyer-buy-estimate')).toBeVisible()
      await buy.getByRole('button', { name: /Continue to/ }).scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${OUT}/buy-estimate-${theme}-${width}.png` })
      await page.unroute('**/v1/onramp/quote**')
      await buy.getByLabel('Amount (USD)').fill('50')
      await buy.getByLabel('Amount (USD)').press('Enter')
      await expect(buy.getByRole('region', { name: 'Quote' })).toBeVisible()
      const popupOpened = page.waitForEvent('popup')
      await buy.getByRole('button', { name: 'Continue to Foyer sandbox' }).click()
      const popup = await popupOpened
      await popup.waitForURL(/\/onramp\/sandbox\//)
      await popup.setViewportSize({ width, height: 740 })
      await popup.emulateMedia({ colorScheme: theme })
      await page.screenshot({ path: `${OUT}/progress-pending-${theme}-${width}.png` })
      await popup.screenshot({ path: `${OUT}/sandbox-form-${theme}-${width}.png`, fullPage: true })
      await popup.getByLabel('Card number').fill('1234')
      await popup.getByRole('button', { name: /^Pay/ }).click()
      await expect(popup.getByRole('alert')).toBeVisible()
      await popup.screenshot({ path: `${OUT}/sandbox-error-${theme}-${width}.png`, fullPage: true })
      await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
      await popup.getByRole('button', { name: /^Pay/ }).click()
      await expect(popup.getByRole('status')).toBeVisible()
      await popup.screenshot({ path: `${OUT}/sandbox-paid-${theme}-${width}.png`, fullPage: true })
      const progress = ui.dialog('Buying')
      await expect(progress.getByTestId('foyer-buy-status')).toHaveAttribute(
        'data-step',
        'completed',
        { timeout: 20_000 },
      )
      await page.screenshot({ path: `${OUT}/progress-completed-${theme}-${width}.png` })
      await progress.getByRole('button', { name: 'Done' }).click()
      // A declined card.
      await ui.dialog('Account').getByRole('button', { name: 'Buy', exact: true }).click()
      await buy.getByLabel('Amount (USD)').fill('25')
      await buy.getByLabel('Amount (USD)').press('Enter')
      await expect(buy.getByRole('region', { name: 'Quote' })).toBeVisible()
      const second = page.waitForEvent('popup')
      await buy.getByRole('button', { name: 'Continue to Foyer sandbox' }).click()
      const popup2 = await second
      await popup2.waitForURL(/\/onramp\/sandbox\//)
      await popup2.setViewportSize({ width, height: 740 })
      await popup2.emulateMedia({ colorScheme: theme })
      await popup2.getByLabel('Card number').fill('4000 0000 0000 0002')
      await popup2.getByRole('button', { name: /^Pay/ }).click()
      await expect(popup2.getByRole('alert')).toBeVisible()
      await popup2.screenshot({
        path: `${OUT}/sandbox-declined-${theme}-${width}.png`,
        fullPage: true,
      })
      await expect(progress.getByTestId('foyer-buy-status')).toHaveAttribute(
        'data-step',
        'failed',
        { timeout: 20_000 },
      )
      await page.bringToFront()
      await page.screenshot({ path: `${OUT}/progress-failed-${theme}-${width}.png` })
      await progress.getByRole('button', { name: 'Try again' }).click()
      await ui.dialog('Buy').getByRole('button', { name: 'Back' }).click()
      await ui.dialog('Account').getByRole('tab', { name: 'Activity' }).click()
      await expect(ui.dialog('Account').locator('[data-onramp="failed"]').first()).toBeVisible({
        timeout: 20_000,
      })
      await page.screenshot({ path: `${OUT}/activity-${theme}-${width}.png` })
    })
  }
}
