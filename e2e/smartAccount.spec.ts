import { type Address, erc20Abi, parseEther, parseUnits } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { demo, shownBalance } from './demo'
import { approveInFrame, newEmail, signInWithCode, smartAccountOf, walletFrame } from './embedded'
import { expect, publicClient, test } from './fixtures'
import { API_URL, CHAIN_A_ID } from './stack'

/** The demo's batch: allow this account 1 dev token and send it 0.001 ETH. */
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BATCH_ETH = parseEther('0.001')
/** The dev project's sponsored operations per account and day (ensureDevProject). */
const DAILY_CAP = 5

async function fusd(): Promise<{ address: `0x${string}`; decimals: number }> {
  const { chains } = (await (await fetch(`${API_URL}/dev/deployments`)).json()) as {
    chains: { chainId: number; tokens: { address: `0x${string}`; decimals: number }[] }[]
  }
  const token = chains.find((chain) => chain.chainId === CHAIN_A_ID)?.tokens[0]
  if (!token) throw new Error('no dev token on chain A')
  return token
}

test('a new email visitor gets a smart account: its first batch deploys it, gas sponsored up to the daily cap; the EOA batches by EIP-7702', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const ui = demo(page)
  const chainA = publicClient(CHAIN_A_ID)
  const token = await fusd()
  await ui.open()
  const smart = await signInWithCode(page, newEmail('smart'))
  // Counterfactual: the address is known before any code is there.
  expect(await chainA.getCode({ address: smart })).toBeUndefined()
  await ui.accountButton(smart).click()
  const account = ui.dialog('Account')
  await expect(account.getByText('Smart account')).toBeVisible()
  await account.getByRole('button', { name: 'Close' }).click()

  const panel = page.getByRole('region', { name: 'Smart account' })
  await expect(panel.getByTestId('account-type')).toHaveText('Smart account')
  await expect(panel.getByTestId('atomic')).toHaveText('In one operation: all land or none')
  await expect(panel.getByTestId('gas')).toHaveText(/^Paid by the app/)

  // The batch's ETH only: the account pays no gas.
  const funds = parseEther('0.01')
  await chainA.request({
    method: 'anvil_setBalance' as never,
    params: [smart, `0x${funds.toString(16)}`] as never,
  })
  const receiverBefore = await chainA.getBalance({ address: RECEIVER })
  const batch = panel.getByRole('button', { name: /^Allow 1 FUSD and send 0.001 ETH together/ })
  await batch.click()
  await approveInFrame(page)
  const status = panel.getByTestId('calls-status')
  await expect(status).toContainText('Confirmed in 0x', { timeout: 20_000 })

  // Both calls landed in one transaction, through the EntryPoint, which deployed the account.
  expect(await chainA.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
  expect(await chainA.getBalance({ address: smart })).toBe(funds - BATCH_ETH)
  expect(await chainA.getBalance({ address: RECEIVER })).toBe(receiverBefore + BATCH_ETH)
  expect(
    await chainA.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [smart, RECEIVER],
    }),
  ).toBe(parseUnits('1', token.decimals))
  const hash = ((await status.textContent()) ?? '').match(/0x[0-9a-f]{64}/)?.[0] as `0x${string}`
  const receipt = await chainA.getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(entryPoint08Address.toLowerCase())

  // Activity shows the operation under the transaction that carried it.
  await ui.accountButton(smart).click()
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByText('Contract call').first()).toBeVisible()
  await account.getByRole('button', { name: 'Close' }).click()

  // The dev project sponsors DAILY_CAP operations a day; the next is refused before asking.
  for (let sent = 1; sent < DAILY_CAP; sent++) {
    await batch.click()
    await approveInFrame(page)
    await expect(status).toContainText('Confirmed in 0x', { timeout: 20_000 })
  }
  const left = await chainA.getBalance({ address: smart })
  expect(left).toBe(funds - BigInt(DAILY_CAP) * BATCH_ETH)
  await batch.click()
  await expect(panel.getByTestId('calls-error')).toContainText(
    `This account has used its ${DAILY_CAP} sponsored transactions for today`,
    { timeout: 20_000 },
  )
  await expect(ui.dialog('Approve transaction')).toBeHidden()
  expect(await chainA.getBalance({ address: smart })).toBe(left)

  // The EOA is the key's own address; it batches there too, once upgraded (EIP-7702). And back.
  await panel.getByRole('button', { name: 'Use the EOA' }).click()
  await expect(panel.getByTestId('account-type')).toHaveText('EOA (the key’s own address)')
  const eoa = (await page.getByTestId('account-address').textContent()) as `0x${string}`
  expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(eoa).not.toBe(smart)
  await expect(panel.getByTestId('atomic')).toHaveText(
    'In one operation, once this address is upgraded (EIP\u20117702)',
  )
  await chainA.request({
    method: 'anvil_setBalance' as never,
    params: [eoa, `0x${funds.toString(16)}`] as never,
  })
  await batch.click()
  await expect(
    walletFrame(page).getByText('This upgrades your account at the same address'),
  ).toBeVisible()
  await approveInFrame(page)
  await expect(status).toContainText('Confirmed in 0x', { timeout: 20_000 })
  // Delegated to Simple7702Account at its own address; the app's paymaster paid the gas.
  expect(await chainA.getCode({ address: eoa })).toMatch(/^0xef0100[0-9a-f]{40}$/)
  expect(await chainA.getBalance({ address: eoa })).toBe(funds - BATCH_ETH)
  await expect(panel.getByTestId('atomic')).toHaveText('In one operation: all land or none')
  await panel.getByRole('button', { name: 'Use the smart account' }).click()
  await expect(page.getByTestId('account-address')).toHaveText(smart)
  await expect(panel.getByTestId('account-type')).toHaveText('Smart account')
})

test('an email visitor switches to the EOA in the Account view and back, from the keyboard; the address and balance follow', async ({
  page,
}) => {
  const ui = demo(page)
  const chainA = publicClient(CHAIN_A_ID)
  await ui.open()
  const smart = await signInWithCode(page, newEmail('switch'))
  // The smart account holds some ETH, the new EOA none: the balance shown tells them apart.
  const funds = parseEther('0.25')
  await chainA.request({
    method: 'anvil_setBalance' as never,
    params: [smart, `0x${funds.toString(16)}`] as never,
  })
  await ui.accountButton(smart).click()
  const account = ui.dialog('Account')
  const shownAddress = account.getByTitle(/^0x[0-9a-fA-F]{40}$/)
  const type = account.getByTestId('foyer-account-type')
  const balance = account.getByTestId('foyer-balance')
  await expect(type).toHaveText('Smart account')
  await expect(shownAddress).toHaveAttribute('title', smart)
  await expect(balance).toContainText(shownBalance(funds))

  const toEoa = account.getByRole('button', { name: 'Switch to your EOA' })
  await toEoa.focus()
  await page.keyboard.press('Enter')
  await expect(type).toHaveText('Externally owned account (EOA)')
  // The same button, now the way back, keeps the focus.
  const toSmart = account.getByRole('button', { name: 'Switch to your smart account' })
  await expect(toSmart).toBeFocused()
  await expect(shownAddress).not.toHaveAttribute('title', smart)
  const eoa = (await shownAddress.getAttribute('title')) as Address
  // The EOA is the key that owns the smart account.
  expect(await smartAccountOf(eoa)).toBe(smart)
  await expect(page.getByTestId('account-address')).toHaveText(eoa)
  await expect(balance).toContainText(shownBalance(0n))

  await page.keyboard.press('Space')
  await expect(type).toHaveText('Smart account')
  await expect(shownAddress).toHaveAttribute('title', smart)
  await expect(page.getByTestId('account-address')).toHaveText(smart)
  await expect(balance).toContainText(shownBalance(funds))
  await expect(account.getByTestId('foyer-account-type-error')).toHaveCount(0)
})

test('a browser wallet without EIP-5792 gets the batch as one transaction per call', async ({
  page,
  wallet,
}) => {
  const ui = demo(page)
  const chainA = publicClient(CHAIN_A_ID)
  await ui.open()
  await ui.connect()
  const panel = page.getByRole('region', { name: 'Smart account' })
  await expect(panel.getByTestId('account-type')).toHaveText('Your wallet’s account')
  await expect(panel.getByTestId('atomic')).toHaveText('One transaction per call')
  const receiverBefore = await chainA.getBalance({ address: RECEIVER })
  await panel.getByRole('button', { name: /^Allow 1 FUSD and send 0.001 ETH together/ }).click()
  await expect(panel.getByTestId('calls-status')).toContainText('Confirmed in 0x', {
    timeout: 20_000,
  })
  const requests = await wallet.requests()
  const sendCalls = requests.indexOf('wallet_sendCalls')
  expect(sendCalls).toBeGreaterThanOrEqual(0)
  expect(
    requests.slice(sendCalls).filter((method) => method === 'eth_sendTransaction'),
  ).toHaveLength(2)
  expect(await chainA.getBalance({ address: RECEIVER })).toBe(receiverBefore + BATCH_ETH)
})
