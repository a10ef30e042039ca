import type { Page } from '@playwright/test'
import { type Address, parseEther, verifyMessage } from 'viem'
import { demo, shownBalance } from './demo'
import { expect, publicClient, test } from './fixtures'
import { lastMailId, nextCode, nextMail } from './mailbox'
import { CHAIN_A_ID } from './stack'

const newEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** Types the email into the Connect view and continues. */
async function enterEmail(page: Page, email: string) {
  const ui = demo(page)
  await ui.connectButton.click()
  const connect = ui.dialog('Connect Wallet')
  await connect.getByLabel('Email').fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** Enters a code into the six boxes (typing moves from box to box). */
async function typeCode(page: Page, dialogName: string, code: string) {
  const dialog = demo(page).dialog(dialogName)
  await dialog.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(code)
}

/** Signs in a new visitor with the mailed code; returns the embedded wallet's address. */
async function signInWithCode(page: Page, email: string): Promise<Address> {
  const before = await lastMailId(email)
  await enterEmail(page, email)
  await expect(demo(page).dialog('Enter the code')).toBeVisible()
  await typeCode(page, 'Enter the code', await nextCode(email, before))
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
  return (await page.getByTestId('account-address').textContent()) as Address
}

/** Approves the pending request in the frame's own approval card, shown over the modal. */
async function approveInFrame(page: Page) {
  await expect(demo(page).dialog('Approve transaction')).toBeVisible()
  const frame = page.frameLocator('iframe[title="Foyer wallet"]')
  await frame.getByRole('button', { name: /^Approve/ }).click()
}

/** Signs the demo's message, approving in the frame; the signature must be `address`'s. */
async function signAndVerify(page: Page, address: Address) {
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approveInFrame(page)
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const valid = await verifyMessage({
    address,
    message: 'Hello from Foyer',
    signature: (await signature.textContent()) as `0x${string}`,
  })
  expect(valid).toBe(true)
}

test('a new visitor signs in with email, signs, sends, stays signed in over a reload, signs out', async ({
  page,
}) => {
  const ui = demo(page)
  const chainA = publicClient(CHAIN_A_ID)
  const email = newEmail('visitor')
  await ui.open()
  const address = await signInWithCode(page, email)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await chainA.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('2.5').toString(16)}`] as never,
  })

  // The Account view: the email, the account type and the real balance on chain 31337.
  await ui.accountButton(address).click()
  const account = ui.dialog('Account')
  await expect(account.getByTestId('foyer-email')).toHaveText(`Email: ${email.slice(0, 30)}...`)
  await expect(account.getByText('Externally owned account (EOA)')).toBeVisible()
  await expect(account.getByTestId('foyer-balance')).toContainText('2.5 ETH')
  await account.getByRole('button', { name: 'Close' }).click()

  // Sign: the frame asks; the signature verifies against the embedded address.
  await signAndVerify(page, address)

  // Send after approving in the frame; the balance drops by at least the amount.
  const before = await chainA.getBalance({ address })
  await page.getByRole('button', { name: 'Send transaction' }).click()
  await approveInFrame(page)
  await expect(page.getByTestId('transaction-hash')).toContainText('Confirmed', { timeout: 20_000 })
  const after = await chainA.getBalance({ address })
  expect(before - after >= parseEther('0.01')).toBe(true)

  // A reload keeps the visitor signed in, without a new code.
  const mailsBefore = await lastMailId(email)
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
  await expect(page.getByTestId('account-address')).toHaveText(address)
  expect(await lastMailId(email)).toBe(mailsBefore)
  await ui.accountButton(address).click()
  await expect(account.getByTestId('foyer-balance')).toContainText(shownBalance(after))

  // Sign out: the frame's session ends, and a reload stays signed out.
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(ui.connectButton).toBeVisible()
  await page.reload()
  await expect(ui.connectButton).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('a rejected request in the frame fails the signature with the Error signing message toast', async ({
  page,
}) => {
  await demo(page).open()
  await signInWithCode(page, newEmail('rejecter'))
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(demo(page).dialog('Approve transaction')).toBeVisible()
  await page
    .frameLocator('iframe[title="Foyer wallet"]')
    .getByRole('button', { name: /^Reject/ })
    .click()
  await expect(page.getByRole('alert').filter({ hasText: 'Error signing message' })).toBeVisible()
  await expect(page.getByTestId('signature')).toHaveCount(0)
})

test('leaving the approval, by Escape in the frame or by closing the modal, rejects the request', async ({
  page,
}) => {
  await demo(page).open()
  await signInWithCode(page, newEmail('leaver'))
  const approve = demo(page).dialog('Approve transaction')
  const frame = page.locator('iframe[title="Foyer wallet"]')
  const refused = page.getByRole('alert').filter({ hasText: 'Error signing message' })

  // Escape: focus is in the frame's card, which rejects.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(approve).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(approve).toBeHidden()
  await expect(refused).toBeVisible()
  await expect(frame).toBeHidden()

  // The modal's Close button: the page aborts the request (RPC_ABORT).
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(approve).toBeVisible()
  await approve.getByRole('button', { name: 'Close' }).click()
  await expect(approve).toBeHidden()
  await expect(refused).toBeVisible()
  await expect(frame).toBeHidden()
  await expect(page.getByTestId('signature')).toHaveCount(0)

  // The next request is asked afresh.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approveInFrame(page)
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
})

test('a wrong code is refused, and the resend waits for the cooldown', async ({ page }) => {
  const email = newEmail('typo')
  await demo(page).open()
  await enterEmail(page, email)
  const verify = demo(page).dialog('Enter the code')
  await expect(verify).toBeVisible()
  const code = await nextCode(email)
  const wrong = code === '000000' ? '111111' : '000000'
  await typeCode(page, 'Enter the code', wrong)
  await expect(verify.getByRole('alert')).toBeVisible()
  await expect(verify.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled()
  await typeCode(page, 'Enter the code', code)
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
})

test('a second device must be approved by the mailed link, then holds the same wallet', async ({
  page,
  browser,
}) => {
  const email = newEmail('two-devices')
  await demo(page).open()
  const address = await signInWithCode(page, email)

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    const second = await other.newPage()
    await demo(second).open()
    const before = await lastMailId(email)
    await enterEmail(second, email)
    await expect(demo(second).dialog('Approve this device')).toBeVisible()
    const mail = await nextMail(email, (m) => m.subject === 'Approve your new device', before)
    const link = mail.preview ?? ''
    expect(link).toContain('/auth/v1/device/approve?token=')
    // The link opens a page with a button: opening alone approves nothing.
    const approval = await other.newPage()
    await approval.goto(link)
    await approval.getByRole('button', { name: /approve/i }).click()
    await expect(second.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
    await expect(second.getByTestId('account-address')).toHaveText(address)

    // The new device signs for the same address.
    await signAndVerify(second, address)
  } finally {
    await other.close()
  }
})

test('the email of the wallet is updated with a code to the current and one to the new address', async ({
  page,
}) => {
  const ui = demo(page)
  const email = newEmail('old')
  const updated = newEmail('new')
  await ui.open()
  const address = await signInWithCode(page, email)
  await ui.accountButton(address).click()
  await ui.dialog('Account').getByRole('button', { name: 'Update email' }).click()
  const form = ui.dialog('Update email')
  const beforeOld = await lastMailId(email)
  await form.getByLabel('New email').fill(updated)
  await form.getByRole('button', { name: 'Update email' }).click()
  await expect(ui.dialog('Confirm your current email')).toBeVisible()
  await typeCode(page, 'Confirm your current email', await nextCode(email, beforeOld))
  await expect(ui.dialog('Confirm your new email')).toBeVisible()
  await typeCode(page, 'Confirm your new email', await nextCode(updated))
  const account = ui.dialog('Account')
  await expect(account.getByTestId('foyer-email')).toHaveText(`Email: ${updated.slice(0, 30)}...`)
  await expect(page.getByRole('status').filter({ hasText: 'Email updated' })).toBeVisible()
})
