import { EMAIL_LOGIN_COOLDOWN_MS } from '@foyer/protocol'
import { expect, type Page } from '@playwright/test'
import { newEmail } from '../embedded'
import { lastMailId, nextCode } from '../mailbox'
import { DEMO_URL } from '../stack'
import {
  accountButton,
  connectButton,
  dialog,
  openDemo,
  type Strings,
  typeCode,
  type ViewGroup,
} from './walk'

const ZONE = 'foyer.id'

/** Types `email` into the Connect view and continues; resolves once the code view is up. */
async function continueWithEmail(page: Page, s: Strings, email: string) {
  await connectButton(page, s).click()
  const connect = dialog(page, s.connectWallet)
  await connect.getByLabel(s.email, { exact: true }).fill(email)
  await connect.getByRole('button', { name: s.continueWithEmail, exact: true }).click()
  const verify = dialog(page, s.enterCode)
  await expect(verify.getByLabel(s.codeDigit(1, 6))).toBeVisible()
  return verify
}

/**
 * The views of a visitor with an email wallet: the code, the offer to protect the new wallet,
 * Security, the email update with its two codes, the frame's approval (a name's signature, left
 * pending: the approval card is the frame's, in the frame's language), and last, on a second
 * device, the approval of that device.
 */
export const emailViews: ViewGroup = {
  name: 'email views',
  views: [
    'EmailVerifyOtp',
    'ProtectWallet',
    'WalletSecurity',
    'UpdateEmailWallet',
    'UpdateEmailPrimaryOtp',
    'UpdateEmailSecondaryOtp',
    'ApproveTransaction',
    'EmailVerifyDevice',
  ],
  async walk({ page, s, visit, browser, locale }) {
    if (!browser) throw new Error('the email views need the browser, for a second device')
    const email = newEmail('views')
    await openDemo(page, s)
    const before = await lastMailId(email)
    const verify = await continueWithEmail(page, s, email)
    await visit('EmailVerifyOtp', verify, page)
    await typeCode(page, s, verify, await nextCode(email, before))

    const offer = dialog(page, s.protectWallet)
    await expect(offer.getByRole('button', { name: s.protectNow })).toBeVisible({
      timeout: 20_000,
    })
    await visit('ProtectWallet', offer, page)
    await offer.getByRole('button', { name: s.later }).click()
    await expect(offer).toBeHidden()

    const address = (await page.getByTestId('account-address').textContent()) ?? ''
    await accountButton(page, address).click()
    const account = dialog(page, s.account)
    await expect(account.getByTestId('foyer-email')).toBeVisible()
    await account.getByRole('button', { name: s.security, exact: true }).click()
    const security = dialog(page, s.security)
    await expect(security.getByRole('button', { name: s.exportKey })).toBeVisible()
    await visit('WalletSecurity', security, page)
    await security.getByRole('button', { name: s.back, exact: true }).first().click()

    await account.getByRole('button', { name: s.updateEmail }).click()
    const form = dialog(page, s.updateEmail)
    await expect(form.getByLabel(s.newEmail)).toBeVisible()
    await visit('UpdateEmailWallet', form, page)
    const updated = newEmail('views-new')
    const beforeOld = await lastMailId(email)
    await form.getByLabel(s.newEmail).fill(updated)
    await form.getByRole('button', { name: s.updateEmail }).click()
    const current = dialog(page, s.confirmCurrentEmail)
    await expect(current.getByLabel(s.codeDigit(1, 6))).toBeVisible()
    await visit('UpdateEmailPrimaryOtp', current, page)
    await typeCode(page, s, current, await nextCode(email, beforeOld))
    const next = dialog(page, s.confirmNewEmail)
    await expect(next.getByLabel(s.codeDigit(1, 6))).toBeVisible()
    // The new address was mailed its code before this view showed: the cooldown runs from here.
    const updatedCodeAt = Date.now()
    await visit('UpdateEmailSecondaryOtp', next, page)
    await typeCode(page, s, next, await nextCode(updated))
    await expect(account.getByTestId('foyer-email')).toBeVisible()

    await account.getByRole('button', { name: s.chooseName }).click()
    await dialog(page, s.chooseAccountName).getByRole('button', { name: s.chooseName }).click()
    const register = dialog(page, s.registerAccountName)
    const label = `views-mail-${Date.now().toString(36)}`
    await register.getByTestId('foyer-name-input').fill(label)
    await expect(register.getByTestId('foyer-name-status')).toHaveText(
      s.nameAvailable(`${label}.${ZONE}`),
    )
    await register.getByTestId('foyer-name-input').press('Enter')
    const approve = dialog(page, s.promptTitles.sign)
    await expect(approve).toBeVisible()
    await expect(
      page.frameLocator('iframe[title="Foyer wallet"]').getByRole('button').first(),
    ).toBeVisible()
    await visit('ApproveTransaction', approve, page)

    // A second device: the code, then the approval link mailed to the (new) address.
    const device = await browser.newContext({ locale })
    try {
      const other = await device.newPage()
      await openDemo(other, s, DEMO_URL)
      await other.waitForTimeout(
        Math.max(0, updatedCodeAt + EMAIL_LOGIN_COOLDOWN_MS + 500 - Date.now()),
      )
      const beforeDevice = await lastMailId(updated)
      const code = await continueWithEmail(other, s, updated)
      await typeCode(other, s, code, await nextCode(updated, beforeDevice))
      const approveDevice = dialog(other, s.approveDevice)
      await expect(approveDevice.getByText(s.waitingForApproval)).toBeVisible()
      await visit('EmailVerifyDevice', approveDevice, other)
    } finally {
      await device.close()
    }
  },
}
