import { createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { demo } from './demo'
import { balanceOf, chainA, devTokens } from './devTokens'
import { expect, test } from './fixtures'
import { CHAIN_A_ID, CHAIN_RPC_URLS } from './stack'
import { testAccount } from './testAccount'

// The payer is an account no other spec uses (it starts with nothing); a test account funds it.
const PAYER_INDEX = 31
const FUNDER_INDEX = 4

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

  // The approval, the swap and the payment: three transactions; the receiver got exactly 5 FOY.
  const sent = (await wallet.requests()).filter((method) => method === 'eth_sendTransaction')
  expect(sent).toHaveLength(3)
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
