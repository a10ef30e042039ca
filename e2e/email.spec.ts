import { parseEther } from 'viem'
import { demo, shownBalance } from './demo'
import {
  answerInFrame,
  approveInFrame,
  enterEmail,
  newEmail,
  signAndVerify,
  signInWithCode,
  typeCode,
} from './embedded'
import { expect, publicClient, test } from './fixtures'
import { lastMailId, nextCode } from './mailbox'
import { CHAIN_A_ID } from './stack'

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
  await expect(account.getByText('Smart account')).toBeVisible()
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

test('a rejected request in the frame reads as a rejected signature', async ({ page }) => {
  await demo(page).open()
  await signInWithCode(page, newEmail('rejecter'))
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(demo(page).dialog('Sign message')).toBeVisible()
  await answerInFrame(page, 'Reject')
  await expect(page.getByRole('alert').filter({ hasText: 'Signature rejected' })).toBeVisible()
  await expect(page.getByTestId('signature')).toHaveCount(0)
})

test('leaving the approval, by Escape in the frame or by closing the modal, rejects the request', async ({
  page,
}) => {
  await demo(page).open()
  await signInWithCode(page, newEmail('leaver'))
  const approve = demo(page).dialog('Sign message')
  const frame = page.locator('iframe[title="Foyer wallet"]')
  const refused = page.getByRole('alert').filter({ hasText: 'Signature rejected' })

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
  await approveInFrame(page, 'Sign message')
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130,}$/)
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
