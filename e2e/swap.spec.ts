import type { Locator, Page } from '@playwright/test'
import { createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { demo } from './demo'
import { balanceOf, chainA, type DevToken, devTokens } from './devTokens'
import { approveInFrame, newEmail, signInWithCode } from './embedded'
import { expect, test } from './fixtures'
import { CHAIN_A_ID, CHAIN_RPC_URLS } from './stack'
import { testAccount } from './testAccount'

// Accounts no other spec uses: the browser wallet's, and the one that funds the email wallet.
const SWAPPER_INDEX = 5
const FUNDER_INDEX = 4

/**
 * From the Account view: Swap, pay with FUSD, receive FOY, `amount`, review. Returns the preview
 * dialog and the least FOY it promises (smallest units).
 */
async function fillSwap(page: Page, amount: string, foy: DevToken) {
  const ui = demo(page)
  await page.getByTestId('foyer-feature-swaps').click()
  const swap = ui.dialog('Swap')
  await swap.getByRole('button', { name: /^Token to pay: / }).click()
  const select = ui.dialog('Select a token')
  await select.getByRole('searchbox', { name: 'Search by name, symbol or address' }).fill('FUSD')
  await select.getByTestId('foyer-swap-token-list').getByRole('button', { name: /FUSD/ }).click()
  await swap.getByRole('button', { name: /^Token to receive: / }).click()
  // FOY among the suggested tokens (a chip).
  await select
    .getByRole('region', { name: 'Suggested' })
    .getByRole('button', { name: 'FOY', exact: true })
    .click()
  await expect(swap.getByRole('button', { name: 'Token to pay: FUSD. Change' })).toBeVisible()
  await expect(swap.getByRole('button', { name: 'Token to receive: FOY. Change' })).toBeVisible()
  await swap.getByRole('textbox', { name: 'Amount to pay' }).fill(amount)
  const details = swap.getByTestId('foyer-swap-details')
  await expect(details).toContainText(/1 FUSD ≈ [\d.,]+ FOY/)
  await expect(details).toContainText('Price impact')
  await expect(swap.getByTestId('foyer-swap-fee')).toContainText('ETH')
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const preview = ui.dialog('Review swap')
  const min = preview.getByTestId('foyer-swap-preview-min')
  await expect(min).toContainText(/^[\d.]+ FOY/)
  const text = (await min.textContent()) ?? ''
  const least = parseUnits(text.match(/^([\d.]+) FOY/)?.[1] ?? '0', foy.decimals)
  return { preview, least }
}

/** Activity lists the swap (FUSD out), confirmed once the API's indexer has it. */
async function swapInActivity(account: Locator) {
  await account.getByRole('tab', { name: 'Activity' }).click()
  const item = account.getByTestId('foyer-activity-item').first()
  await expect(item).toBeVisible()
  await expect(async () => {
    await account.getByRole('button', { name: 'Refresh' }).click()
    await expect(item).toHaveAttribute('data-status', 'confirmed', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(item).toContainText('FUSD')
  await expect(item).toContainText('Swapped')
}

test.describe('swap from a browser wallet', () => {
  test.use({ walletOptions: { accountIndex: SWAPPER_INDEX } })

  test('swaps FUSD → FOY: approve, then swap, balances checked on chain, then in Activity', async ({
    page,
    wallet,
  }) => {
    test.setTimeout(90_000)
    const ui = demo(page)
    const tokens = await devTokens()
    const [fusdBefore, foyBefore] = await Promise.all([
      balanceOf(tokens.FUSD, wallet.address),
      balanceOf(tokens.FOY, wallet.address),
    ])
    await ui.open()
    await ui.connect()
    await ui.accountButton(wallet.address).click()
    const account = ui.dialog('Account')
    await expect(account.getByTestId('foyer-total-balance')).toContainText('$')

    const { preview, least } = await fillSwap(page, '25', tokens.FOY)
    const approve = preview.getByTestId('foyer-swap-step-approve')
    await expect(approve).toContainText('Allow the swap to use your FUSD')
    await preview.getByRole('button', { name: 'Approve and swap' }).click()
    const status = preview.getByTestId('foyer-swap-status')
    await expect(status).toHaveAttribute('data-step', 'confirmed', { timeout: 30_000 })
    await expect(approve).toHaveAttribute('data-status', 'done')
    await expect(status).toHaveText('Swapped FUSD for FOY')
    await expect(
      page.getByRole('status').filter({ hasText: 'Swapped FUSD for FOY' }).first(),
    ).toBeVisible()

    // The approval and the swap: two transactions the wallet sent; the balances moved on chain.
    const sent = (await wallet.requests()).filter((method) => method === 'eth_sendTransaction')
    expect(sent).toHaveLength(2)
    expect(await balanceOf(tokens.FUSD, wallet.address)).toBe(
      fusdBefore - parseUnits('25', tokens.FUSD.decimals),
    )
    expect(await balanceOf(tokens.FOY, wallet.address)).toBeGreaterThanOrEqual(foyBefore + least)

    await preview.getByRole('button', { name: 'Done' }).click()
    await swapInActivity(account)
  })
})

test('swaps FUSD → FOY from an email wallet: approve and swap as one batch, sponsored', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const ui = demo(page)
  const tokens = await devTokens()
  await ui.open()
  const smart = await signInWithCode(page, newEmail('swap'))
  // The new smart account gets 100 FUSD from a test account; it holds no ETH (the app pays gas).
  const funder = createWalletClient({
    account: testAccount(FUNDER_INDEX),
    transport: http(CHAIN_RPC_URLS[CHAIN_A_ID]),
  })
  const hash = await funder.writeContract({
    chain: null,
    address: tokens.FUSD.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [smart, parseUnits('100', tokens.FUSD.decimals)],
  })
  await chainA.waitForTransactionReceipt({ hash })
  const foyBefore = await balanceOf(tokens.FOY, smart)

  await ui.accountButton(smart).click()
  const account = ui.dialog('Account')
  await expect(account.getByTestId('foyer-total-balance')).toContainText('$')
  const { preview, least } = await fillSwap(page, '40', tokens.FOY)
  await expect(preview.getByText('Sent together as one transaction')).toBeVisible()
  // One step for both: they go as one batch.
  await expect(preview.getByTestId('foyer-swap-steps').getByRole('listitem')).toHaveCount(1)
  const batch = preview.getByTestId('foyer-swap-step-batch')
  await expect(batch).toContainText('Allow and swap FUSD for FOY')
  await preview.getByRole('button', { name: 'Swap', exact: true }).click()
  await approveInFrame(page)
  const status = preview.getByTestId('foyer-swap-status')
  await expect(status).toHaveAttribute('data-step', 'confirmed', { timeout: 30_000 })
  await expect(batch).toHaveAttribute('data-status', 'done')

  expect(await balanceOf(tokens.FUSD, smart)).toBe(parseUnits('60', tokens.FUSD.decimals))
  expect(await balanceOf(tokens.FOY, smart)).toBeGreaterThanOrEqual(foyBefore + least)
  expect(await chainA.getBalance({ address: smart })).toBe(0n)

  await preview.getByRole('button', { name: 'Done' }).click()
  await swapInActivity(account)
})
