import { DEV_PROJECT_ID, SDK_TYPE, SDK_VERSION } from '@foyer/protocol'
import { parseEther } from 'viem'
import { demo } from './demo'
import { approveInFrame, newEmail, signInWithCode, walletFrame } from './embedded'
import { expect, publicClient, test } from './fixtures'
import { API_URL, CHAIN_A_ID } from './stack'

/** Who the demo's session pays, and what: 0.0008 ETH a send, 0.002 ETH in all. */
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SEND = parseEther('0.0008')

test('a granted session spends within its allowance without a prompt, is refused on chain beyond it, and ends when revoked', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const ui = demo(page)
  const chainA = publicClient(CHAIN_A_ID)
  await page.goto('/?smartSessions=on')
  await expect(ui.connectButton).toBeVisible()
  const smart = await signInWithCode(page, newEmail('session'))
  const funds = parseEther('0.01')
  await chainA.request({
    method: 'anvil_setBalance' as never,
    params: [smart, `0x${funds.toString(16)}`] as never,
  })

  // The grant: one approval in the wallet's card, which says what the key may do and until when.
  const panel = page.getByRole('region', { name: 'Session permissions' })
  await panel.getByRole('button', { name: 'Grant a session (0.002 ETH)' }).click()
  const card = walletFrame(page)
  await expect(card.getByRole('heading', { name: 'Allow a session' })).toBeVisible()
  await expect(card.getByText('ETH transfers')).toBeVisible()
  await expect(card.getByText('Any address')).toBeVisible()
  await expect(
    card.getByText('The app can make these calls without asking you again'),
  ).toBeVisible()
  await approveInFrame(page)
  await expect(panel.getByTestId('session-state')).toHaveText('Active', { timeout: 20_000 })
  await expect(panel.getByTestId('session-left')).toHaveText('0.002 ETH')

  // Two sends within the allowance: no prompt, the ETH lands, the app's paymaster pays the gas.
  const receiverBefore = await chainA.getBalance({ address: RECEIVER })
  const send = panel.getByRole('button', { name: 'Send 0.0008 ETH with the session' })
  for (const sent of [1n, 2n]) {
    await send.click()
    await expect
      .poll(() => chainA.getBalance({ address: RECEIVER }), { timeout: 20_000 })
      .toBe(receiverBefore + sent * SEND)
    await expect(ui.dialog('Approve transaction')).toBeHidden()
  }
  await expect(panel.getByTestId('session-result')).toContainText('Sent without a prompt in 0x')
  await expect(panel.getByTestId('session-left')).toHaveText('0.0004 ETH')
  expect(await chainA.getBalance({ address: smart })).toBe(funds - 2n * SEND)

  // A third would pass the allowance: the account refuses it at validation; nothing moves.
  await send.click()
  await expect(panel.getByTestId('session-error')).toContainText(
    'The account refused this operation',
    { timeout: 20_000 },
  )
  expect(await chainA.getBalance({ address: RECEIVER })).toBe(receiverBefore + 2n * SEND)

  // Ending it: the visitor approves, the API's relayer submits their signature on chain.
  await panel.getByRole('button', { name: 'End the session' }).click()
  await expect(card.getByRole('heading', { name: 'End a session' })).toBeVisible()
  await approveInFrame(page)
  await expect(panel.getByTestId('session-state')).toHaveText('Ended', { timeout: 20_000 })
  const query = new URLSearchParams({
    chainId: `eip155:${CHAIN_A_ID}`,
    projectId: DEV_PROJECT_ID,
    st: SDK_TYPE,
    sv: SDK_VERSION,
  })
  const listed = await fetch(`${API_URL}/v1/sessions/${smart}?${query}`)
  expect(await listed.json()).toEqual({ sessions: [] })
  await send.click()
  await expect(panel.getByTestId('session-error')).toContainText(
    'The account refused this operation',
    { timeout: 20_000 },
  )
  expect(await chainA.getBalance({ address: RECEIVER })).toBe(receiverBefore + 2n * SEND)
})

test('with smartSessions off, the dapp cannot ask for permissions', async ({ page }) => {
  await page.goto('/?smartSessions=off')
  await expect(demo(page).connectButton).toBeVisible()
  await signInWithCode(page, newEmail('nosession'))
  const panel = page.getByRole('region', { name: 'Session permissions' })
  await expect(panel.getByText('Turn on the smartSessions switch')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Grant a session (0.002 ETH)' })).toBeDisabled()
})
