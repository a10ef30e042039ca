import type { Locator, Page, Request } from '@playwright/test'
import { parseEther } from 'viem'
import { demo } from './demo'
import { expect, publicClient, test } from './fixtures'
import { CHAIN_A_ID } from './stack'

// Accounts no other spec uses: their balances move only by these purchases.
const BUYER_INDEX = 21

/** Connected, on the Buy view (from the Account view's feature button). */
async function openBuy(page: Page, address: string) {
  const ui = demo(page)
  await ui.open()
  await ui.connect()
  await ui.accountButton(address).click()
  await ui.dialog('Account').getByRole('button', { name: 'Buy', exact: true }).click()
  const buy = ui.dialog('Buy')
  await expect(buy.getByRole('radio', { name: /Foyer sandbox/ })).toBeChecked()
  return { ui, buy }
}

/** Quotes `amount` USD of ETH by card on the dev chain A, then opens the sandbox's page. */
async function quoteAndHandOff(page: Page, buy: Locator, amount: string) {
  await buy.getByRole('combobox', { name: 'Network' }).selectOption(`eip155:${CHAIN_A_ID}`)
  await buy.getByRole('combobox', { name: 'Token' }).selectOption('native')
  await buy.getByLabel('Amount (USD)').fill(amount)
  await buy.getByRole('button', { name: 'Get a quote for ETH' }).click()
  const quote = buy.getByRole('region', { name: 'Quote' })
  await expect(quote).toBeVisible()
  // The dev chain's oracle prices ETH: a real quote, not the labelled estimate.
  await expect(buy.getByTestId('foyer-buy-estimate')).toHaveCount(0)
  const popupOpened = page.waitForEvent('popup')
  await buy.getByRole('button', { name: 'Continue to Foyer sandbox' }).click()
  const popup = await popupOpened
  await popup.waitForURL(/\/onramp\/sandbox\/[A-Za-z0-9_-]{24}$/)
  await expect(popup.getByText('Sandbox: this page stands in for a card payment')).toBeVisible()
  return popup
}

test.describe('buy (on-ramp) with the sandbox provider', () => {
  test.use({ walletOptions: { accountIndex: BUYER_INDEX } })

  test('an amount over the card limit is refused before any quote is asked', async ({
    page,
    wallet,
  }) => {
    const quotes: Request[] = []
    page.on('request', (request) => {
      if (request.url().includes('/v1/onramp/quote')) quotes.push(request)
    })
    const { buy } = await openBuy(page, wallet.address)
    await expect(buy.getByTestId('foyer-buy-limits')).toHaveText('From $10.00 to $7,500.00')
    const amount = buy.getByLabel('Amount (USD)')
    await amount.fill('7500.01')
    await amount.press('Enter')
    await expect(buy.getByRole('alert')).toHaveText('The most you can buy by card is 7500.00 USD')
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    // By bank transfer the same amount is within the limit (keyboard: arrows move the radios).
    await buy.getByRole('radio', { name: 'Card' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(buy.getByRole('radio', { name: 'Bank transfer' })).toBeChecked()
    await expect(buy.getByTestId('foyer-buy-limits')).toHaveText('From $10.00 to $25,000.00')
    expect(quotes).toHaveLength(0)
    await amount.press('Enter')
    await expect(buy.getByRole('region', { name: 'Quote' })).toBeVisible()
    expect(quotes).toHaveLength(1)
  })

  test('pays with the test card: the ETH arrives on chain and the purchase is in Activity', async ({
    page,
    wallet,
  }) => {
    test.setTimeout(90_000)
    const chainA = publicClient(CHAIN_A_ID)
    const before = await chainA.getBalance({ address: wallet.address })
    const { ui, buy } = await openBuy(page, wallet.address)
    const popup = await quoteAndHandOff(page, buy, '50')
    // What the sandbox will send: its page says it (shortened; exactly in the title).
    const received = await popup.locator('dt:text-is("You receive") + dd').getAttribute('title')
    const bought = received?.match(/^([\d.]+) ETH$/)?.[1]
    if (!bought) throw new Error(`the sandbox page shows no amount of ETH: ${received}`)
    const progress = ui.dialog('Buying')
    await expect(progress.getByTestId('foyer-buy-status')).toHaveAttribute('data-step', 'pending')
    await expect(progress.getByTestId('foyer-buy-status')).toContainText(
      'Pay in the Foyer sandbox window.',
    )

    await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
    await popup.getByRole('button', { name: /^Pay \$50\.00$/ }).click()
    await expect(popup.getByRole('status')).toContainText('Payment succeeded')

    await expect(progress.getByTestId('foyer-buy-status')).toHaveAttribute(
      'data-step',
      'completed',
      { timeout: 20_000 },
    )
    await expect(progress.getByTestId('foyer-buy-status')).toContainText('Purchase complete')
    const after = await chainA.getBalance({ address: wallet.address })
    expect(after - before).toBe(parseEther(bought))

    await progress.getByRole('button', { name: 'Done' }).click()
    const account = ui.dialog('Account')
    await account.getByRole('tab', { name: 'Activity' }).click()
    const purchase = account.locator('[data-testid="foyer-activity-item"][data-onramp="completed"]')
    await expect(purchase).toHaveCount(1, { timeout: 20_000 })
    await expect(purchase).toContainText('Bought')
    await expect(purchase).toContainText('Paid $50.00')
    await expect(purchase).toContainText('ETH')
  })

  test('a declined card fails the purchase, says so, and offers to try again', async ({
    page,
    wallet,
  }) => {
    const chainA = publicClient(CHAIN_A_ID)
    const before = await chainA.getBalance({ address: wallet.address })
    const { ui, buy } = await openBuy(page, wallet.address)
    const popup = await quoteAndHandOff(page, buy, '25')
    await popup.getByLabel('Card number').fill('4000 0000 0000 0002')
    await popup.getByRole('button', { name: /^Pay \$25\.00$/ }).click()
    await expect(popup.getByRole('alert')).toContainText('The card was declined')

    const progress = ui.dialog('Buying')
    const status = progress.getByTestId('foyer-buy-status')
    await expect(status).toHaveAttribute('data-step', 'failed', { timeout: 20_000 })
    await expect(status).toContainText('Purchase failed')
    await expect(progress.getByTestId('foyer-buy-failure')).toHaveText(
      'The card was declined: no money was taken and nothing was sent',
    )
    expect(await chainA.getBalance({ address: wallet.address })).toBe(before)
    const again = progress.getByRole('button', { name: 'Try again' })
    await expect(again).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(ui.dialog('Buy').getByLabel('Amount (USD)')).toHaveValue('25')
  })
})
