import type { BrowserContext, Page } from '@playwright/test'
import { demo } from './demo'
import { declineProtection } from './embedded'
import { expect, test } from './fixtures'

/** Opens Connect → Farcaster; the Sign In With Farcaster URL the view shows (QR and link). */
async function openFarcaster(page: Page): Promise<string> {
  const ui = demo(page)
  if (await ui.dialog('Social sign-in').isVisible()) {
    await ui.dialog('Social sign-in').getByRole('button', { name: 'Back' }).click()
  }
  if (!(await ui.dialog('Connect Wallet').isVisible())) await ui.connectButton.click()
  // Farcaster is fourth of the default socials: behind More, in ConnectSocials.
  await ui.dialog('Connect Wallet').getByRole('button', { name: 'More ways to sign in' }).click()
  await ui.dialog('Social sign-in').getByRole('button', { name: 'Continue with Farcaster' }).click()
  const view = ui.dialog('Farcaster')
  await expect(view.getByRole('img', { name: 'Sign In With Farcaster code' })).toBeVisible({
    timeout: 20_000,
  })
  const link = view.getByRole('link', { name: 'Open Farcaster' })
  return (await link.getAttribute('href')) ?? ''
}

/** The visitor's phone: the dev signer approves `url`'s channel as `user`. */
async function approveOnPhone(context: BrowserContext, url: string, user: string) {
  const phone = await context.newPage()
  try {
    await phone.goto(url)
    await phone.getByLabel(new RegExp(user)).check()
    await phone.getByRole('button', { name: 'Approve' }).click()
    await expect(phone.getByRole('status')).toBeVisible()
  } finally {
    await phone.close()
  }
}

test('a visitor signs in with Farcaster: the QR code and link, approval in the Farcaster app, then the wallet', async ({
  page,
}) => {
  const ui = demo(page)
  await ui.open()
  const url = await openFarcaster(page)
  expect(url).toMatch(/^https?:\/\//)
  await expect(ui.dialog('Farcaster').getByRole('status')).toHaveText(
    'Waiting for your approval in Farcaster…',
  )
  await approveOnPhone(page.context(), url, 'dev-bob')
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
  await declineProtection(page)
  const address = (await page.getByTestId('account-address').textContent()) ?? ''
  await ui.accountButton(address).click()
  await expect(ui.dialog('Account').getByTestId('foyer-social')).toHaveText(
    'Signed in with Farcaster: dev-bob',
  )
})

test('leaving the Farcaster view while disconnected resets it: the old link signs nobody in, a new one is made', async ({
  page,
}) => {
  const ui = demo(page)
  await ui.open()
  const first = await openFarcaster(page)
  await ui.dialog('Farcaster').getByRole('button', { name: 'Back' }).click()
  await expect(ui.dialog('Social sign-in')).toBeVisible()
  // The abandoned request is approved after all: the page does not sign in with it.
  await approveOnPhone(page.context(), first, 'dev-carol')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  // Coming back makes a new channel, which works.
  const second = await openFarcaster(page)
  expect(second).not.toBe(first)
  await approveOnPhone(page.context(), second, 'dev-carol')
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
})
