import type { Page } from '@playwright/test'
import { createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { demo } from './demo'
import { balanceOf, chainA, devTokens } from './devTokens'
import { approveInFrame, newEmail, signInWithCode } from './embedded'
import { expect, test } from './fixtures'
import { CHAIN_A_ID, CHAIN_RPC_URLS } from './stack'
import { testAccount } from './testAccount'

// The payers are accounts no other spec uses (they start with nothing); a test account funds them.
const PAYER_INDEX = 31
const BUYER_INDEX = 37
const FUNDER_INDEX = 4

/** The demo's Pay panel: pays `amount` of `symbol` to `receiver` with Foyer; the Pay dialog. */
async function payWithFoyer(page: Page, receiver: string, amount: string, symbol: string) {
  const panel = page.getByRole('region', { name: 'Pay', exact: true })
  await panel.getByRole('textbox', { name: 'Recipient', exact: true }).fill(receiver)
  await panel.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount)
  await panel.getByRole('combobox', { name: 'Token' }).selectOption({ label: symbol })
  await panel.getByRole('button', { name: 'Pay with Foyer' }).click()
  return demo(page).dialog('Pay')
}

/** The hash the demo's Pay panel shows once `foyer.pay` resolved; its receipt succeeded. */
async function paidHash(page: Page) {
  const hash = page.getByTestId('pay-hash')
  await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/)
  const receipt = await chainA.getTransactionReceipt({
    hash: ((await hash.textContent()) ?? '') as `0x${string}`,
  })
  expect(receipt.status).toBe('success')
  return receipt
}

test.describe('pay from a browser wallet', () => {
  test.use({ walletOptions: { accountIndex: PAYER_INDEX } })

  test('pays FOY with none held: Pay proposes a swap from FUSD, then pays exactly the amount', async ({
    page,
    wallet,
  }) => {
    test.setTimeout(120_000)
    const ui = demo(page)
    const tokens = await devTokens()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    // The payer gets 100 FUSD (and ETH for gas below); it holds no FOY.
    const funder = createWalletClient({
      account: testAccount(FUNDER_INDEX),
      transport: http(CHAIN_RPC_URLS[CHAIN_A_ID]),
    })
    const funded = await funder.writeContract({
      chain: null,
      address: tokens.FUSD.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [wallet.address, parseUnits('100', tokens.FUSD.decimals)],
    })
    await chainA.waitForTransactionReceipt({ hash: funded })
    expect(await balanceOf(tokens.FOY, wallet.address)).toBe(0n)

    await ui.open()
    await ui.featureSwitch('pay').click()
    await expect(ui.featureSwitch('pay')).toBeChecked()
    await ui.connect()
    await ui.testFundsButton.click()
    await expect(page.getByTestId('test-funds-status')).toContainText('10 ETH added')

    const panel = page.getByRole('region', { name: 'Pay', exact: true })
    await panel.getByRole('textbox', { name: 'Recipient', exact: true }).fill(receiver)
    await panel.getByRole('textbox', { name: 'Amount', exact: true }).fill('5')
    await panel.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'FOY' })
    await panel.getByRole('button', { name: 'Pay with Foyer' }).click()

    const pay = ui.dialog('Pay')
    await expect(pay.getByTestId('foyer-pay-to')).toHaveText(receiver)
    await expect(pay.getByTestId('foyer-pay-amount')).toHaveText('5 FOY')
    await expect(pay.getByTestId('foyer-pay-balance')).toHaveText('0 FOY')
    const proposal = pay.getByTestId('foyer-pay-swap')
    await expect(proposal).toContainText('You are 5 FOY short')
    await expect(proposal).toContainText(/Swap [\d.]+ FUSD to get at least [\d.]+ FOY/)
    await expect(pay.getByText('Allow the swap to use your FUSD')).toBeVisible()
    await pay.getByRole('button', { name: 'Swap and pay' }).click()

    const status = pay.getByTestId('foyer-pay-status')
    await expect(status).toHaveAttribute('data-step', 'done', { timeout: 60_000 })
    await expect(status).toHaveText('Paid')
    const hash = page.getByTestId('pay-hash')
    await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/)

    // No atomic batches in this wallet: the approval, the swap and the payment, three transactions;
    // the receiver got exactly 5 FOY.
    const requests = await wallet.requests()
    expect(requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(3)
    expect(requests).not.toContain('wallet_sendCalls')
    expect(await balanceOf(tokens.FOY, receiver)).toBe(parseUnits('5', tokens.FOY.decimals))
    const receipt = await chainA.getTransactionReceipt({
      hash: ((await hash.textContent()) ?? '') as `0x${string}`,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(tokens.FOY.address.toLowerCase())
    expect(await balanceOf(tokens.FUSD, wallet.address)).toBeLessThan(
      parseUnits('100', tokens.FUSD.decimals),
    )
    await pay.getByRole('button', { name: 'Done' }).click()
    await expect(pay).toBeHidden()
  })
})

test.describe('pay with nothing to swap from', () => {
  test.use({ walletOptions: { accountIndex: BUYER_INDEX } })

  test('buys the token with the sandbox card first, then pays; balances checked on chain', async ({
    page,
    wallet,
  }) => {
    test.setTimeout(120_000)
    const ui = demo(page)
    const tokens = await devTokens()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    expect(await balanceOf(tokens.FUSD, wallet.address)).toBe(0n)
    expect(await balanceOf(tokens.FOY, wallet.address)).toBe(0n)
    await ui.open()
    await ui.featureSwitch('pay').click()
    await ui.connect()
    // ETH for the payment's gas only: no ERC-20 token to swap from.
    await ui.testFundsButton.click()
    await expect(page.getByTestId('test-funds-status')).toContainText('10 ETH added')

    const pay = await payWithFoyer(page, receiver, '5', 'FUSD')
    await expect(pay.getByTestId('foyer-pay-balance')).toHaveText('0 FUSD')
    const proposal = pay.getByTestId('foyer-pay-buy')
    await expect(proposal).toContainText('You are 5 FUSD short', { timeout: 20_000 })
    await expect(proposal).toContainText(/Buy [\d.]+ FUSD with Foyer sandbox for \$[\d.,]+/)
    const steps = pay.getByTestId('foyer-pay-steps')
    await expect(steps.getByRole('listitem')).toHaveCount(2)
    await expect(steps.getByRole('listitem').first()).toContainText(/Buy [\d.]+ FUSD with Foyer/)
    const popupOpened = page.waitForEvent('popup')
    await pay.getByRole('button', { name: 'Buy and pay' }).click()
    const popup = await popupOpened
    await popup.waitForURL(/\/onramp\/sandbox\/[A-Za-z0-9_-]{24}$/)
    const received = await popup.locator('dt:text-is("You receive") + dd').getAttribute('title')
    const bought = received?.match(/^([\d.]+) FUSD$/)?.[1]
    if (!bought) throw new Error(`the sandbox page shows no amount of FUSD: ${received}`)
    const status = pay.getByTestId('foyer-pay-status')
    await expect(status).toHaveAttribute('data-step', 'buying')
    await expect(status).toContainText('Pay in the Foyer sandbox window.')

    await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
    await popup.getByRole('button', { name: /^Pay \$[\d.,]+$/ }).click()
    await expect(popup.getByRole('status')).toContainText('Payment succeeded')

    // Delivered, then paid: the promise gives the payment's hash.
    await expect(status).toHaveAttribute('data-step', 'done', { timeout: 60_000 })
    await expect(status).toHaveText('Paid')
    const receipt = await paidHash(page)
    expect(receipt.to?.toLowerCase()).toBe(tokens.FUSD.address.toLowerCase())
    const five = parseUnits('5', tokens.FUSD.decimals)
    expect(await balanceOf(tokens.FUSD, receiver)).toBe(five)
    expect(await balanceOf(tokens.FUSD, wallet.address)).toBe(
      parseUnits(bought, tokens.FUSD.decimals) - five,
    )
    await pay.getByRole('button', { name: 'Done' }).click()
    await expect(pay).toBeHidden()
  })
})

test('an email wallet pays with a short balance: swap and payment as one batch, sponsored', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const ui = demo(page)
  const tokens = await devTokens()
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  await ui.open()
  await ui.featureSwitch('pay').click()
  await expect(ui.featureSwitch('pay')).toBeChecked()
  const smart = await signInWithCode(page, newEmail('pay'))
  // The new smart account gets 100 FUSD; it holds no FOY and no ETH (the app pays gas).
  const funder = createWalletClient({
    account: testAccount(FUNDER_INDEX),
    transport: http(CHAIN_RPC_URLS[CHAIN_A_ID]),
  })
  const funded = await funder.writeContract({
    chain: null,
    address: tokens.FUSD.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [smart, parseUnits('100', tokens.FUSD.decimals)],
  })
  await chainA.waitForTransactionReceipt({ hash: funded })

  const pay = await payWithFoyer(page, receiver, '5', 'FOY')
  const proposal = pay.getByTestId('foyer-pay-swap')
  await expect(proposal).toContainText('You are 5 FOY short', { timeout: 20_000 })
  // One step for the approval, the swap and the payment: they go as one batch.
  const steps = pay.getByTestId('foyer-pay-steps')
  await expect(steps.getByRole('listitem')).toHaveCount(1)
  await expect(steps).toContainText('Swap FUSD and pay 5 FOY')
  await expect(pay.getByText('Sent together as one transaction')).toBeVisible()
  await pay.getByRole('button', { name: 'Swap and pay' }).click()
  await approveInFrame(page)

  const status = pay.getByTestId('foyer-pay-status')
  await expect(status).toHaveAttribute('data-step', 'done', { timeout: 60_000 })
  await paidHash(page)
  expect(await balanceOf(tokens.FOY, receiver)).toBe(parseUnits('5', tokens.FOY.decimals))
  expect(await balanceOf(tokens.FUSD, smart)).toBeLessThan(parseUnits('100', tokens.FUSD.decimals))
  expect(await chainA.getBalance({ address: smart })).toBe(0n)

  // Activity lists the batch, confirmed under the transaction that carried it.
  await pay.getByRole('button', { name: 'Done' }).click()
  await ui.accountButton(smart).click()
  const account = ui.dialog('Account')
  await account.getByRole('tab', { name: 'Activity' }).click()
  const item = account.getByTestId('foyer-activity-item').first()
  await expect(item).toHaveAttribute('data-status', 'confirmed', { timeout: 30_000 })
  await expect(item).toContainText('FUSD')
})
