import { EMAIL_LOGIN_COOLDOWN_MS, foyerAccountFactoryAbi } from '@foyer/protocol'
import { expect, type Page } from '@playwright/test'
import type { Address } from 'viem'
import { demo } from './demo'
import { lastMailId, nextCode, nextMail } from './mailbox'
import { publicClient } from './publicClient'
import { API_URL, CHAIN_A_ID } from './stack'

/**
 * The smart account `owner` (an embedded wallet's key) has on dev chain A: its FoyerAccount
 * factory's counterfactual address, deployed or not.
 */
export async function smartAccountOf(owner: Address): Promise<Address> {
  const { chains } = (await (await fetch(`${API_URL}/dev/deployments`)).json()) as {
    chains: { chainId: number; smartAccounts?: { foyerAccountFactory: Address } }[]
  }
  const factory = chains.find((chain) => chain.chainId === CHAIN_A_ID)?.smartAccounts
    ?.foyerAccountFactory
  if (!factory) throw new Error('No FoyerAccount factory on dev chain A')
  return publicClient(CHAIN_A_ID).readContract({
    address: factory,
    abi: foyerAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
}

/** A new, unique email address. */
export const newEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** The embedded wallet's frame, as the page shows it over the modal. */
export const walletFrame = (page: Page) => page.frameLocator('iframe[title="Foyer wallet"]')

/** Types the email into the Connect view and continues. */
export async function enterEmail(page: Page, email: string) {
  const ui = demo(page)
  await ui.connectButton.click()
  const connect = ui.dialog('Connect Wallet')
  await connect.getByLabel('Email').fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** Enters a code into the six boxes (typing moves from box to box). */
export async function typeCode(page: Page, dialogName: string, code: string) {
  const dialog = demo(page).dialog(dialogName)
  await dialog.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(code)
}

/**
 * After a new wallet's first sign-in the modal offers to protect it (docs/product.md#embedded-wallet):
 * "Later" closes that offer.
 */
export async function declineProtection(page: Page) {
  const offer = demo(page).dialog('Protect your wallet')
  await expect(offer).toBeVisible({ timeout: 20_000 })
  await offer.getByRole('button', { name: 'Later' }).click()
  await expect(offer).toBeHidden()
}

/**
 * Signs a new visitor in with the mailed code; returns the embedded wallet's address. The offer to
 * protect the new wallet is declined unless `keepOffer` (the caller answers it). `api`: the API
 * whose dev mailbox gets the code (a spec's own stack; default the e2e stack's).
 */
export async function signInWithCode(
  page: Page,
  email: string,
  { keepOffer = false, api = API_URL } = {},
): Promise<Address> {
  const before = await lastMailId(email, api)
  await enterEmail(page, email)
  // The frame loads from the first keystroke: on the dev server, cold, that can take a while.
  await expect(demo(page).dialog('Enter the code')).toBeVisible({ timeout: 20_000 })
  await typeCode(page, 'Enter the code', await nextCode(email, before, api))
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
  if (!keepOffer) await declineProtection(page)
  return (await page.getByTestId('account-address').textContent()) as Address
}

/**
 * A known visitor on a device they never used: the code, then the mailed approval link (pressed
 * in another tab of the same browser), once the cooldown since `lastCodeAt` (when the address was
 * last mailed a code) is over. Resolves, when the link is pressed, to when this code was mailed.
 */
export async function signInOnNewDevice(
  page: Page,
  email: string,
  lastCodeAt: number,
  { api = API_URL } = {},
) {
  await page.waitForTimeout(Math.max(0, lastCodeAt + EMAIL_LOGIN_COOLDOWN_MS + 500 - Date.now()))
  const before = await lastMailId(email, api)
  await enterEmail(page, email)
  await expect(demo(page).dialog('Enter the code')).toBeVisible({ timeout: 20_000 })
  const codeAt = Date.now()
  await typeCode(page, 'Enter the code', await nextCode(email, before, api))
  await expect(demo(page).dialog('Approve this device')).toBeVisible()
  const mail = await nextMail(email, (m) => m.subject === 'Approve your new device', before, api)
  const link = mail.preview ?? ''
  expect(link).toContain('/auth/v1/device/approve?token=')
  const approval = await page.context().newPage()
  await approval.goto(link)
  await approval.getByRole('button', { name: /approve/i }).click()
  // Closed only once the approval went through (closing mid-navigation once hung Page.close).
  await expect(approval.getByText('This device is approved')).toBeVisible()
  await approval.close()
  return codeAt
}

/**
 * Approves the pending request in the frame's own approval card, shown over the modal, whose
 * title names the request: 'Sign message' for messages and typed data.
 */
export async function approveInFrame(
  page: Page,
  title: 'Approve transaction' | 'Sign message' | `Approve ${number} calls` = 'Approve transaction',
) {
  await expect(demo(page).dialog(title)).toBeVisible()
  await answerInFrame(page, 'Approve')
}

/**
 * Clicks Approve or Reject on the frame's card once the frame stands still on the page. The frame
 * follows the dialog's height while it grows, and Playwright's own stability check sees only the
 * button's place inside the frame: a click while the frame moves can land on the backdrop, which
 * closes the modal.
 */
export async function answerInFrame(page: Page, answer: 'Approve' | 'Reject') {
  const button = walletFrame(page).getByRole('button', { name: new RegExp(`^${answer}`) })
  await expect(button).toBeVisible()
  const frame = page.locator('iframe[title="Foyer wallet"]')
  let previous = ''
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await frame.boundingBox())
        const still = box === previous
        previous = box
        return still
      },
      { intervals: [150] },
    )
    .toBe(true)
  await button.click()
}

/**
 * Signs the demo's message, approving in the frame; the signature must be `address`'s, checked
 * on the dev chain: an embedded visitor's smart account signs by ERC-1271, wrapped in ERC-6492
 * until the account is deployed (viem's check deploys nothing).
 */
export async function signAndVerify(page: Page, address: Address, chainId = CHAIN_A_ID) {
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approveInFrame(page, 'Sign message')
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130,}$/)
  const valid = await publicClient(chainId).verifyMessage({
    address,
    message: 'Hello from Foyer',
    signature: (await signature.textContent()) as `0x${string}`,
  })
  expect(valid).toBe(true)
}
