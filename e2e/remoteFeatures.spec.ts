import type { Page } from '@playwright/test'
import { demo } from './demo'
import { expect, test } from './fixtures'

/**
 * Swap and buy come from what the server really serves (docs/product.md#remote-configuration):
 * the dev stack deploys a Uniswap V2 router and runs the sandbox on-ramp, so its remote config
 * turns both on, and the demo's "In force" list says so; with the restricted timezones on (this
 * stack's setting), a visitor whose browser is in Asia/Shanghai gets both off.
 */
const inForce = async (page: import('@playwright/test').Page) => {
  const ui = demo(page)
  await ui.open()
  return page
    .locator('dt', { hasText: 'swaps / onramp / activity' })
    .locator('xpath=following-sibling::dd[1]')
}

/** The Account view's feature buttons, once a browser wallet is connected. */
const featureButtons = async (page: Page, address: string) => {
  const ui = demo(page)
  await ui.connect()
  await ui.accountButton(address).click()
  const account = ui.dialog('Account')
  // Receive is always there: the buttons' row has rendered.
  await expect(account.getByTestId('foyer-feature-receive')).toBeVisible()
  return {
    buy: account.getByTestId('foyer-feature-onramp'),
    swap: account.getByTestId('foyer-feature-swaps'),
  }
}

test('the demo shows swap and buy on: the dev server serves both', async ({ page, wallet }) => {
  const config = page.waitForResponse((response) => response.url().includes('/appkit/v1/config'))
  const facts = await inForce(page)
  const answer = await (await config).json()
  const byId = Object.fromEntries(
    (answer.features as { id: string; config: unknown }[]).map((feature) => [feature.id, feature]),
  )
  expect(byId.swaps).toEqual({
    id: 'swaps',
    isEnabled: true,
    config: [{ id: 'foyer-router', name: 'On-chain router' }],
  })
  expect(byId.onramp).toEqual({
    id: 'onramp',
    isEnabled: true,
    config: [{ id: 'foyer-sandbox', name: 'Foyer sandbox', feeRange: [1, 2] }],
  })
  await expect(facts).toHaveText('on / on / on')
  const { buy, swap } = await featureButtons(page, wallet.address)
  await expect(buy).toBeVisible()
  await expect(swap).toBeVisible()
})

test.describe('a visitor in a restricted timezone', () => {
  test.use({ timezoneId: 'Asia/Shanghai' })

  test('gets swap and buy off: the Account view has neither button', async ({ page, wallet }) => {
    const config = page.waitForResponse((response) => response.url().includes('/appkit/v1/config'))
    const facts = await inForce(page)
    expect(new URL((await config).url()).searchParams.get('tz')).toBe('Asia/Shanghai')
    await expect(facts).toHaveText('off / off / on')
    const { buy, swap } = await featureButtons(page, wallet.address)
    await expect(buy).toHaveCount(0)
    await expect(swap).toHaveCount(0)
  })
})
