import type { Page } from '@playwright/test'
import { demo } from './demo'
import { declineProtection } from './embedded'
import { expect, test } from './fixtures'

const newName = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** Clicks a provider in the Connect view; the popup it opens (on its way to the provider). */
async function openProvider(page: Page, provider = 'Google'): Promise<Page> {
  const ui = demo(page)
  if (!(await ui.dialog('Connect Wallet').isVisible())) await ui.connectButton.click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    ui
      .dialog('Connect Wallet')
      .getByRole('button', { name: `Continue with ${provider}` })
      .click(),
  ])
  return popup
}

/** Signs in on the dev provider's page; resolves with the callback page's URL it reached. */
async function signInAs(popup: Page, name: string): Promise<string> {
  // The popup closes as soon as the app has the answer: wait for the request, not the load.
  await expect(popup.getByLabel('User name')).toBeVisible({ timeout: 20_000 })
  const callback = popup
    .waitForRequest(/\/social-callback\.html\?/)
    .then((request) => request.url())
  await popup.getByLabel('User name').fill(name)
  await popup.getByRole('button', { name: 'Sign in' }).click()
  return callback
}

/** The Connect view's social error line. */
const socialAlert = (page: Page) =>
  demo(page)
    .dialog('Connect Wallet')
    .getByRole('region', { name: 'Social sign-in' })
    .getByRole('alert')

/** Waits for the sign-in; a page's first sign-in to a new wallet declines the offer to protect it. */
async function connectedAddress(page: Page, { newWallet = true } = {}): Promise<string> {
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
  if (newWallet) await declineProtection(page)
  return (await page.getByTestId('account-address').textContent()) ?? ''
}

test('a new visitor signs in with a social account through the popup; the Account view names them', async ({
  page,
}) => {
  const ui = demo(page)
  const name = newName('ada')
  await ui.open()
  const popup = await openProvider(page, 'Google')
  expect(popup.viewportSize()).toEqual({ width: 600, height: 800 })
  const callback = await signInAs(popup, name)
  expect(new URL(callback).searchParams.get('code')).toBeTruthy()
  const address = await connectedAddress(page)
  // The app closes the popup once it has the answer.
  await expect.poll(() => popup.isClosed()).toBe(true)
  await ui.accountButton(address).click()
  await expect(ui.dialog('Account').getByTestId('foyer-social')).toHaveText(
    `Signed in with Google: ${name}`,
  )
  // A reload stays signed in, and still knows the provider and the user name.
  await page.reload()
  await expect(page.getByTestId('account-address')).toHaveText(address, { timeout: 20_000 })
  await ui.accountButton(address).click()
  await expect(ui.dialog('Account').getByTestId('foyer-social')).toHaveText(
    `Signed in with Google: ${name}`,
  )
})

test('a returning visitor (the same provider user) gets the same wallet', async ({ page }) => {
  const ui = demo(page)
  const name = newName('grace')
  await ui.open()
  await signInAs(await openProvider(page, 'Discord'), name)
  const address = await connectedAddress(page)
  await ui.accountButton(address).click()
  await ui.dialog('Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(ui.connectButton).toBeVisible()

  // The provider remembers the visitor: the popup goes straight back, to the same wallet.
  const again = await openProvider(page, 'Discord')
  expect(await connectedAddress(page, { newWallet: false })).toBe(address)
  await expect.poll(() => again.isClosed()).toBe(true)
})

test("the visitor closes the popup: 'Popup closed'", async ({ page }) => {
  await demo(page).open()
  const popup = await openProvider(page, 'X')
  await expect(popup.getByLabel('User name')).toBeVisible({ timeout: 20_000 })
  await popup.close()
  await expect(socialAlert(page)).toHaveText('Popup closed')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test("the provider's error (the visitor cancels at the provider) fails the sign-in", async ({
  page,
}) => {
  await demo(page).open()
  const popup = await openProvider(page, 'Google')
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expect(socialAlert(page)).toContainText('Failed to connect')
  await expect(socialAlert(page)).toContainText('access_denied')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('an old callback replayed during a new sign-in is refused (state mismatch)', async ({
  page,
}) => {
  const ui = demo(page)
  await ui.open()
  const old = await signInAs(await openProvider(page, 'Discord'), newName('replay'))
  const address = await connectedAddress(page)
  await ui.accountButton(address).click()
  await ui.dialog('Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(ui.connectButton).toBeVisible()

  // A new sign-in starts, and the browser is sent back to the old callback instead of the
  // provider (a replayed answer): the frame takes only the state of the sign-in it started.
  await page
    .context()
    .route(/\/dev\/oidc\/auth\?/, (route) =>
      route.fulfill({ status: 302, headers: { location: old } }),
    )
  await ui.connectButton.click()
  await ui.dialog('Connect Wallet').getByRole('button', { name: 'More ways to sign in' }).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Continue with GitHub' }).click(),
  ])
  await expect(popup.getByRole('status')).toHaveText(
    'No open page is waiting for this sign-in. Close this window and start again from the app.',
    { timeout: 20_000 },
  )
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await popup.close()
  await expect(page.getByRole('alert').filter({ hasText: 'Popup closed' })).toBeVisible()
})
