import { parseEther, verifyMessage } from 'viem'
import { demo, shownBalance } from './demo'
import { expect, publicClient, test } from './fixtures'
import { CHAIN_A_ID, CHAIN_B_ID } from './stack'

test('connect, see the balance, switch network, sign, send, disconnect', async ({
  page,
  wallet,
}) => {
  const ui = demo(page)
  const chainA = publicClient(CHAIN_A_ID)
  const chainB = publicClient(CHAIN_B_ID)
  // A balance on chain B that differs from chain A, so the view must read the right chain.
  await chainB.request({
    method: 'anvil_setBalance' as never,
    params: [wallet.address, `0x${parseEther('4321.5').toString(16)}`] as never,
  })

  await ui.open()
  await ui.connect()

  // Account view: address, the real balance on chain A, the network chip.
  await ui.accountButton(wallet.address).click()
  const account = ui.dialog('Account')
  await expect(account.getByTestId('foyer-balance')).toContainText(
    shownBalance(await chainA.getBalance({ address: wallet.address })),
  )
  await expect(
    account.getByText(`${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`),
  ).toBeVisible()

  // Switch to chain B through the Networks view; the wallet is asked and the balance follows.
  await account.getByRole('button', { name: 'Network: Foyer Dev A' }).click()
  await ui.dialog('Choose network').getByRole('button', { name: 'Foyer Dev B' }).click()
  await expect(account.getByRole('button', { name: 'Network: Foyer Dev B' })).toBeVisible()
  await expect(account.getByTestId('foyer-balance')).toContainText('4321.5 ETH')
  expect(await wallet.chainId()).toBe(CHAIN_B_ID)
  expect(await wallet.requests()).toContain('wallet_switchEthereumChain')
  await account.getByRole('button', { name: 'Close' }).click()

  // Sign a message; the signature verifies against the address.
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const valid = await verifyMessage({
    address: wallet.address,
    message: 'Hello from Foyer',
    signature: (await signature.textContent()) as `0x${string}`,
  })
  expect(valid).toBe(true)

  // Send 0.01 ETH on chain B; the balance drops by at least the amount.
  const before = await chainB.getBalance({ address: wallet.address })
  await page.getByRole('button', { name: 'Send transaction' }).click()
  await expect(page.getByTestId('transaction-hash')).toContainText('Confirmed')
  const after = await chainB.getBalance({ address: wallet.address })
  expect(before - after >= parseEther('0.01')).toBe(true)
  await ui.accountButton(wallet.address).click()
  await expect(account.getByTestId('foyer-balance')).toContainText(shownBalance(after))

  // Disconnect.
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(account).toBeHidden()
  await expect(ui.connectButton).toBeVisible()
  expect(await wallet.connected()).toBe(false)
})

test('a refused signature reads as rejected', async ({ page, wallet }) => {
  const ui = demo(page)
  await ui.open()
  await ui.connect()
  await wallet.rejectNextRequest('personal_sign')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Signature rejected' })).toBeVisible()
  await expect(page.getByTestId('signature')).toHaveCount(0)
})

test('a declined network switch shows the reason and a retry', async ({ page, wallet }) => {
  const ui = demo(page)
  await ui.open()
  await ui.connect()
  await wallet.rejectNextRequest('wallet_switchEthereumChain')
  await ui.accountButton(wallet.address).click()
  await ui.dialog('Account').getByRole('button', { name: 'Network: Foyer Dev A' }).click()
  await ui.dialog('Choose network').getByRole('button', { name: 'Foyer Dev B' }).click()
  const switching = ui.dialog('Switch network')
  await expect(switching.getByRole('alert')).toHaveText('Switch declined')
  await switching.getByRole('button', { name: 'Try again' }).click()
  await expect(
    ui.dialog('Account').getByRole('button', { name: 'Network: Foyer Dev B' }),
  ).toBeVisible()
})
