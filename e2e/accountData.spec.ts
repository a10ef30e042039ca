import { type Deployments, deploymentsSchema } from '@foyer/protocol'
import { type Address, erc20Abi, parseUnits } from 'viem'
import { demo } from './demo'
import { expect, publicClient, test } from './fixtures'
import { API_URL, CHAIN_A_ID } from './stack'
import { testAccount } from './testAccount'

// Accounts no other spec uses: balances and NFTs here are exactly what the dev stack deployed.
const SENDER_INDEX = 6
const RECEIVER_INDEX = 7
/** The dev collection mints token ids 3i+1 … 3i+3 to test account i. */
const SENDER_NFT_IDS = ['19', '20', '21']

test.use({ walletOptions: { accountIndex: SENDER_INDEX } })

async function deployments(): Promise<Deployments> {
  const response = await fetch(`${API_URL}/dev/deployments`)
  expect(response.status).toBe(200)
  return deploymentsSchema.parse(await response.json())
}

async function fusdOnChainA(): Promise<Address> {
  const chain = (await deployments()).chains.find((entry) => entry.chainId === CHAIN_A_ID)
  const fusd = chain?.tokens.find((token) => token.symbol === 'FUSD')
  if (!fusd) throw new Error('FUSD is not deployed on chain A')
  return fusd.address
}

test('the Account view shows tokens priced in USD, the NFTs, and a send through to Activity', async ({
  page,
  wallet,
}) => {
  const ui = demo(page)
  const chainA = publicClient(CHAIN_A_ID)
  const fusd = await fusdOnChainA()
  const receiver = testAccount(RECEIVER_INDEX).address
  const fusdOf = (address: Address) =>
    chainA.readContract({
      address: fusd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  const receiverBefore = await fusdOf(receiver)

  await ui.open()
  await ui.connect()
  await ui.accountButton(wallet.address).click()
  const account = ui.dialog('Account')

  // Tokens with their USD value, read from the chain and priced by the dev chain's oracle.
  await expect(account.getByTestId('foyer-total-balance')).toContainText('$')
  const tokens = account.getByRole('list', { name: 'Tokens' })
  const fusdRow = tokens.getByTestId('foyer-token-row').and(page.locator('[data-symbol="FUSD"]'))
  await expect(fusdRow).toContainText('10,000')
  await expect(fusdRow).toContainText('$10,000')
  await expect(tokens.locator('[data-symbol="ETH"]')).toContainText('$')

  // The NFTs tab: the three tokens the dev collection minted to this account, with images.
  await account.getByRole('tab', { name: 'NFTs' }).click()
  const nfts = account.getByRole('list', { name: 'NFTs' }).getByTestId('foyer-nft-item')
  await expect(nfts).toHaveCount(SENDER_NFT_IDS.length)
  for (const [index, tokenId] of SENDER_NFT_IDS.entries()) {
    await expect(nfts.nth(index)).toHaveAttribute('data-token-id', tokenId)
    await expect(nfts.nth(index).getByRole('img')).toHaveJSProperty('complete', true)
  }

  // Send 1 FUSD to another account: form → preview with the fee → confirm → confirmed.
  await account.getByRole('tab', { name: 'Tokens' }).click()
  await page.getByTestId('foyer-feature-send').click()
  const send = ui.dialog('Send')
  await send.getByTestId('foyer-send-token').click()
  await page
    .getByRole('list', { name: 'Select token' })
    .getByRole('button', { name: /FUSD/ })
    .click()
  await send.getByTestId('foyer-send-amount').fill('1')
  await send.getByTestId('foyer-send-receiver').fill(receiver)
  await send.getByRole('button', { name: 'Review' }).click()
  const preview = ui.dialog('Review the transfer')
  await expect(preview.getByTestId('foyer-send-fee')).not.toBeEmpty()
  await preview.getByTestId('foyer-send-confirm').click()
  const status = preview.getByTestId('foyer-send-status')
  await expect(status).toHaveAttribute('data-step', 'confirmed', { timeout: 30_000 })
  expect(await fusdOf(receiver)).toBe(receiverBefore + parseUnits('1', 6))
  // The explorer link leads to the API's dev explorer, which shows the transaction mined.
  const explorer = preview.getByTestId('foyer-send-explorer-link')
  const href = await explorer.getAttribute('href')
  expect(href).toMatch(/\/dev\/explorer\/31337\/tx\/0x[0-9a-f]{64}$/)
  const explorerPage = await page.request.get(href ?? '')
  expect(await explorerPage.text()).toContain('<title>Transaction success</title>')
  expect(await wallet.requests()).toContain('eth_sendTransaction')
  await preview.getByRole('button', { name: 'Done' }).click()

  // Activity: the transfer is listed; once the indexer has it, it is confirmed from the API.
  await account.getByRole('tab', { name: 'Activity' }).click()
  const item = account.getByTestId('foyer-activity-item').first()
  await expect(item).toBeVisible()
  await expect(async () => {
    await account.getByRole('button', { name: 'Refresh' }).click()
    await expect(item).toHaveAttribute('data-status', 'confirmed', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(item).toContainText('FUSD')
})

test('the activity shows a send as pending until it is mined', async ({ page, wallet }) => {
  const ui = demo(page)
  const chainA = publicClient(CHAIN_A_ID)
  const receiver = testAccount(RECEIVER_INDEX).address
  await ui.open()
  await ui.connect()
  await ui.accountButton(wallet.address).click()
  const account = ui.dialog('Account')
  await expect(account.getByTestId('foyer-total-balance')).toContainText('$')

  // Mining paused: the sent transaction waits in the node's pool.
  await chainA.request({ method: 'evm_setAutomine' as never, params: [false] as never })
  try {
    await page.getByTestId('foyer-feature-send').click()
    const send = ui.dialog('Send')
    await send.getByTestId('foyer-send-token').click()
    await page
      .getByRole('list', { name: 'Select token' })
      .getByRole('button', { name: /ETH/ })
      .click()
    await send.getByTestId('foyer-send-amount').fill('0.5')
    await send.getByTestId('foyer-send-receiver').fill(receiver)
    await send.getByRole('button', { name: 'Review' }).click()
    const preview = ui.dialog('Review the transfer')
    await preview.getByTestId('foyer-send-confirm').click()
    const status = preview.getByTestId('foyer-send-status')
    await expect(status).toHaveAttribute('data-step', 'pending')

    // The Account view lists it as pending meanwhile.
    await preview.getByRole('button', { name: 'Close' }).click()
    await ui.accountButton(wallet.address).click()
    await account.getByRole('tab', { name: 'Activity' }).click()
    const pending = account.locator('[data-testid="foyer-activity-item"][data-status="pending"]')
    await expect(pending).toHaveCount(1)
    await expect(pending).toContainText('ETH')
  } finally {
    await chainA.request({ method: 'evm_setAutomine' as never, params: [true] as never })
    await chainA.request({ method: 'evm_mine' as never, params: [] as never })
  }
  const mined = account.locator('[data-testid="foyer-activity-item"][data-status="confirmed"]')
  await expect(async () => {
    await account.getByRole('button', { name: 'Refresh' }).click()
    await expect(mined.first()).toContainText('ETH', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
})
