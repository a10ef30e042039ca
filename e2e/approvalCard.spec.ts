import { parseEther } from 'viem'
import { expectNoAxeViolations } from './axe'
import { demo } from './demo'
import { newEmail, signInWithCode, walletFrame } from './embedded'
import { expect, publicClient, test } from './fixtures'
import { CHAIN_A_ID } from './stack'

// The frame's approval card (issue 19): themed by the kit's SYNC_THEME, the network by name with
// its coin, what is asked decoded, titled by the request. Decoding of typed data and token calls
// is unit-tested (packages/frame/src/approval/describeApproval.test.ts): the demo sends neither.

const FRAME = 'iframe[title="Foyer wallet"]'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('the approval card names the network, decodes the request, follows the theme, passes axe', async ({
  page,
}) => {
  // Sign-in, two requests and a mined transaction.
  test.slow()
  const ui = demo(page)
  await ui.open()
  const address = await signInWithCode(page, newEmail('card'))
  await publicClient(CHAIN_A_ID).request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('1').toString(16)}`] as never,
  })
  const frame = walletFrame(page)

  // A message to sign, light: its text, the network's name (not "Chain 31337"), its own title.
  await page.locator('#sign-message').fill('Hello card ✓')
  await page.getByRole('button', { name: 'Sign message' }).click()
  const sign = frame.getByRole('dialog', { name: 'Sign message' })
  await expect(sign).toBeVisible()
  await expect(sign.getByRole('region', { name: 'Details' })).toContainText('Hello card ✓')
  await expect(sign).toContainText('Foyer dev chain A')
  await expect(sign).not.toContainText('31337')
  await expect(sign).toContainText(`${address.slice(0, 6)}…${address.slice(-4)}`)
  await expect(sign).toHaveAttribute('data-mode', 'light')
  await expect(sign).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  const approveSign = sign.getByRole('button', { name: 'Approve: Sign message' })
  await expect(approveSign).toHaveCSS('background-color', 'rgb(37, 99, 235)')
  // Keyboard: from Reject, Tab reaches Approve with a visible ring (the card puts focus on
  // Reject itself; whether the page gave the frame focus is the kit's part).
  await sign.getByRole('button', { name: 'Reject: Sign message' }).focus()
  await page.keyboard.press('Tab')
  await expect(approveSign).toBeFocused()
  await expect(approveSign).toHaveCSS('outline-style', 'solid')
  await expectNoAxeViolations(page, FRAME)
  // A theme change while the card is open restyles it (the kit's SYNC_THEME, applied live). The
  // modal covers the playground, so the switch is clicked by script.
  await ui.choice('Dark').dispatchEvent('click')
  await expect(sign).toHaveAttribute('data-mode', 'dark')
  await expect(sign).toHaveCSS('background-color', 'rgb(20, 21, 25)')
  await sign.getByRole('button', { name: 'Reject: Sign message' }).click()
  await expect(sign).toBeHidden()

  // A send, dark: the recipient, the value in the chain's coin, "Send ETH".
  await page.getByRole('button', { name: 'Send transaction' }).click()
  const send = frame.getByRole('dialog', { name: 'Send ETH' })
  await expect(send).toBeVisible()
  await expect(send).toHaveAttribute('data-mode', 'dark')
  await expect(send).toHaveCSS('background-color', 'rgb(20, 21, 25)')
  const details = send.getByRole('region', { name: 'Details' })
  await expect(details).toContainText(RECIPIENT)
  await expect(details).toContainText('0.01 ETH')
  // The visitor's smart account sends it; the dev project's paymaster pays the gas.
  await expect(details).toContainText('Network fee')
  await expect(details).toContainText('Paid by the app')
  await expectNoAxeViolations(page, FRAME)
  await send.getByRole('button', { name: 'Approve: Send ETH' }).click()
  await expect(page.getByTestId('transaction-hash')).toContainText('Confirmed', { timeout: 20_000 })

  // A recovery prompt is a card of the same look: dark, the accent button, axe; Escape cancels.
  await ui.accountButton(address).click()
  await ui.dialog('Account').getByRole('button', { name: 'Security' }).click()
  await ui.dialog('Security').getByRole('button', { name: 'Export private key' }).click()
  const exportPrompt = frame.getByRole('dialog', { name: 'Export your private key' })
  await expect(exportPrompt).toHaveAttribute('data-mode', 'dark')
  await expect(exportPrompt).toHaveCSS('background-color', 'rgb(20, 21, 25)')
  const show = exportPrompt.getByRole('button', { name: 'Show private key' })
  await expect(show).toHaveCSS('background-color', 'rgb(37, 99, 235)')
  await expectNoAxeViolations(page, FRAME)
  await show.focus()
  await page.keyboard.press('Escape')
  await expect(exportPrompt).toBeHidden()
})
