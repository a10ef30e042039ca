import { expectNoAxeViolations } from './axe'
import { demo } from './demo'
import { expect, test } from './fixtures'
import { lastMailId, nextCode } from './mailbox'

test('Connect and Account views have no axe violations', async ({ page, wallet }) => {
  const ui = demo(page)
  await ui.open()
  await ui.connectButton.click()
  await expect(ui.walletButton()).toBeVisible()
  await expectNoAxeViolations(page)
  // The WalletConnect view: the pairing code, the copy link.
  await ui.dialog('Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
  await expect(
    ui.dialog('WalletConnect').getByRole('img', { name: 'WalletConnect pairing code' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await ui.dialog('WalletConnect').getByRole('button', { name: 'Back' }).click()
  await ui.walletButton().click()
  await ui.accountButton(wallet.address).click()
  await expect(ui.dialog('Account').getByTestId('foyer-balance')).toContainText('ETH')
  await expectNoAxeViolations(page)
})

test('the account tabs, Send, its preview and Receive have no axe violations', async ({
  page,
  wallet,
}) => {
  const ui = demo(page)
  await ui.open()
  await ui.connect()
  await ui.accountButton(wallet.address).click()
  const account = ui.dialog('Account')
  await expect(account.getByTestId('foyer-total-balance')).toContainText('$')
  await expectNoAxeViolations(page)
  // The tabs move with the arrow keys, as a tablist does.
  await account.getByRole('tab', { name: 'Tokens' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(account.getByRole('tab', { name: 'NFTs' })).toBeFocused()
  await expect(account.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true')
  await expect(account.getByTestId('foyer-nft-item').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('ArrowRight')
  await expect(account.getByRole('tab', { name: 'Activity' })).toBeFocused()
  await expectNoAxeViolations(page)

  await page.getByTestId('foyer-feature-send').click()
  const send = ui.dialog('Send')
  await send.getByTestId('foyer-send-token').click()
  await expectNoAxeViolations(page)
  await page
    .getByRole('list', { name: 'Select token' })
    .getByRole('button', { name: /FUSD/ })
    .click()
  await send.getByTestId('foyer-send-amount').fill('1')
  await send.getByTestId('foyer-send-receiver').fill('0x1234')
  await send.getByRole('button', { name: 'Review' }).click()
  await expect(send.getByTestId('foyer-send-error')).toBeVisible()
  await expectNoAxeViolations(page)
  await send.getByTestId('foyer-send-receiver').fill(wallet.address)
  await send.getByRole('button', { name: 'Review' }).click()
  await expect(ui.dialog('Review the transfer').getByTestId('foyer-send-fee')).not.toBeEmpty()
  await expectNoAxeViolations(page)

  await ui.dialog('Review the transfer').getByRole('button', { name: 'Close' }).click()
  await ui.accountButton(wallet.address).click()
  await page.getByTestId('foyer-feature-receive').click()
  await expect(ui.dialog('Receive').getByTestId('foyer-receive-address')).toHaveText(wallet.address)
  await expectNoAxeViolations(page)
})

test('the connect flow works by keyboard alone', async ({ page, wallet }) => {
  const ui = demo(page)
  await ui.open()
  await ui.connectButton.focus()
  await page.keyboard.press('Enter')
  const connect = ui.dialog('Connect Wallet')
  await expect(connect).toBeVisible()
  // Focus moves into the dialog, on the first method: the email field; Tab passes Continue, the
  // passkey, the social buttons (Google, X, Discord, More) and WalletConnect, and reaches the
  // wallets.
  await expect(connect.getByLabel('Email')).toBeFocused()
  await expect(ui.walletButton()).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(connect.getByRole('button', { name: 'Continue', exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(connect.getByRole('button', { name: 'Continue with a passkey' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(connect.getByRole('button', { name: 'Continue with Google' })).toBeFocused()
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
  await expect(ui.walletButton()).toBeFocused()
  // Tab stays inside the dialog.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
  expect(await connect.evaluate((dialog) => dialog.matches(':focus-within'))).toBe(true)
  // Escape closes and focus returns to the opener.
  await page.keyboard.press('Escape')
  await expect(connect).toBeHidden()
  await expect(ui.connectButton).toBeFocused()
  // Open again and connect with Enter.
  await page.keyboard.press('Enter')
  await expect(connect.getByLabel('Email')).toBeFocused()
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab')
  await expect(ui.walletButton()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(ui.accountButton(wallet.address)).toBeVisible()
  // The account view: Escape closes it too.
  await ui.accountButton(wallet.address).focus()
  await page.keyboard.press('Enter')
  await expect(ui.dialog('Account')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(ui.dialog('Account')).toBeHidden()
})

test('host page styles do not reach the modal', async ({ page, wallet }) => {
  expect(wallet.address).toMatch(/^0x/)
  const ui = demo(page)
  await ui.open()
  // A hostile page: every button uppercase and green, every input and dialog full width.
  await page.addStyleTag({
    content:
      'button { text-transform: uppercase; background: green } input, [role="dialog"] { width: 100% !important }',
  })
  await ui.connectButton.click()
  const transform = await ui
    .walletButton()
    .evaluate((button) => getComputedStyle(button).textTransform)
  expect(transform).toBe('none')
  const width = await ui
    .dialog('Connect Wallet')
    .evaluate((dialog) => dialog.getBoundingClientRect().width)
  expect(width).toBe(360)
})

test('email sign-in works by keyboard alone, and its views have no axe violations', async ({
  page,
}) => {
  const ui = demo(page)
  const email = `keyboard-${Date.now()}@example.com`
  await ui.open()
  await ui.connectButton.focus()
  await page.keyboard.press('Enter')
  const connect = ui.dialog('Connect Wallet')
  await expect(connect.getByLabel('Email')).toBeFocused()
  // An invalid address is refused with a message, and nothing is sent.
  await page.keyboard.type('not-an-email')
  await page.keyboard.press('Enter')
  await expect(connect.getByRole('alert')).toHaveText('Enter a valid email address.')
  await page.keyboard.press('ControlOrMeta+A')
  const before = await lastMailId(email)
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  const verify = ui.dialog('Enter the code')
  await expect(verify.getByLabel('Digit 1 of 6')).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.type(await nextCode(email, before))
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
  // The new wallet's protection offer: no violations either; Escape leaves it for later.
  const offer = ui.dialog('Protect your wallet')
  await expect(offer.getByRole('button', { name: 'Protect now' })).toBeVisible({ timeout: 20_000 })
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(offer).toBeHidden()
  const address = (await page.getByTestId('account-address').textContent()) ?? ''
  await ui.accountButton(address).click()
  await expect(ui.dialog('Account').getByTestId('foyer-email')).toBeVisible()
  await expectNoAxeViolations(page)
})
