import type { BrowserContext, Page } from '@playwright/test'
import { type Address, parseEther, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { demo, shownBalance } from './demo'
import { expect, publicClient, test } from './fixtures'
import { CHAIN_A_ID, CHAIN_B_ID, WALLET_URL } from './stack'

// The dapp (our demo, WalletConnect client on our relay) and the reference wallet (apps/wallet,
// WalletKit on our relay) pair in two tabs of one browser, as a visitor with the wallet open in
// another tab would; the chains are the real dev chains.

const walletAccount: Address = mnemonicToAccount(
  'test test test test test test test test test test test junk',
  { addressIndex: 0 },
).address

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

/** Opens WalletConnect in the demo's modal and copies the pairing link. */
async function pairingUri(page: Page): Promise<string> {
  const ui = demo(page)
  await ui.connectButton.click()
  await ui.dialog('Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
  const pairing = ui.dialog('WalletConnect')
  await expect(pairing.getByRole('img', { name: 'WalletConnect pairing code' })).toBeVisible({
    timeout: 20_000,
  })
  await pairing.getByRole('button', { name: 'Copy link' }).click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

/** The reference wallet, opened with the pairing link; it shows the proposal, we approve. */
async function approveInWallet(context: BrowserContext, uri: string): Promise<Page> {
  const wallet = await context.newPage()
  await wallet.goto(`${WALLET_URL}/?uri=${encodeURIComponent(uri)}`)
  await wallet.getByRole('button', { name: 'Approve connection' }).click({ timeout: 20_000 })
  return wallet
}

async function approveRequest(wallet: Page) {
  await wallet.getByRole('button', { name: 'Approve request' }).click({ timeout: 20_000 })
}

test('a remote wallet pairs by link through our relay, signs, sends, switches, survives a reload and disconnects', async ({
  page,
  context,
}) => {
  // Nothing leaves for outside hosts (no vendor verify, telemetry or RPC): only our stack.
  const outside: string[] = []
  context.on('request', (request) => {
    const { hostname } = new URL(request.url())
    if (!/^(localhost|127\.0\.0\.1|(.+\.)?foyer\.localhost)$/.test(hostname)) {
      outside.push(request.url())
    }
  })
  const ui = demo(page)
  await ui.open()
  const wallet = await approveInWallet(context, await pairingUri(page))
  await page.bringToFront()
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
  await expect(page.getByTestId('account-address')).toHaveText(walletAccount)

  // personal_sign, approved in the wallet; viem verifies it against the wallet's account.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approveRequest(wallet)
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 20_000 })
  expect(
    await verifyMessage({
      address: walletAccount,
      message: 'Hello from Foyer',
      signature: (await signature.textContent()) as `0x${string}`,
    }),
  ).toBe(true)

  // eth_sendTransaction on chain A: the wallet sends, the balance drops.
  const chainA = publicClient(CHAIN_A_ID)
  const before = await chainA.getBalance({ address: walletAccount })
  await page.getByRole('button', { name: 'Send transaction' }).click()
  await approveRequest(wallet)
  await expect(page.getByTestId('transaction-hash')).toContainText('Confirmed', { timeout: 20_000 })
  expect(before - (await chainA.getBalance({ address: walletAccount })) >= parseEther('0.01')).toBe(
    true,
  )

  // The dapp switches to chain B, which the session already holds (no wallet prompt needed), and
  // reads its balance there.
  await page.getByRole('button', { name: 'Switch to Foyer Dev B' }).click()
  await expect(page.getByTestId('account-network')).toHaveText('Foyer Dev B', { timeout: 20_000 })
  await ui.accountButton(walletAccount).click()
  await expect(ui.dialog('Account').getByTestId('foyer-balance')).toContainText(
    shownBalance(await publicClient(CHAIN_B_ID).getBalance({ address: walletAccount })),
  )
  await ui.dialog('Account').getByRole('button', { name: 'Close' }).click()

  // A reload restores the session.
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
  await expect(page.getByTestId('account-address')).toHaveText(walletAccount)

  // Disconnecting in the wallet ends the session in the dapp too.
  await wallet.getByRole('button', { name: /^Disconnect/ }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected', { timeout: 20_000 })
  expect(outside).toEqual([])
})

test('a connection the wallet rejects shows Connection rejected and a retry with a new code', async ({
  page,
  context,
}) => {
  await demo(page).open()
  const uri = await pairingUri(page)
  const wallet = await context.newPage()
  await wallet.goto(`${WALLET_URL}/?uri=${encodeURIComponent(uri)}`)
  await wallet.getByRole('button', { name: 'Reject connection' }).click({ timeout: 20_000 })
  const pairing = demo(page).dialog('WalletConnect')
  await expect(pairing.getByRole('alert')).toHaveText('Connection rejected', { timeout: 20_000 })
  await pairing.getByRole('button', { name: 'Try again' }).click()
  await expect(pairing.getByRole('img', { name: 'WalletConnect pairing code' })).toBeVisible({
    timeout: 20_000,
  })
})

test('the dapp disconnecting ends the session in the wallet', async ({ page, context }) => {
  const ui = demo(page)
  await ui.open()
  const wallet = await approveInWallet(context, await pairingUri(page))
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
  await expect(wallet.getByRole('button', { name: /^Disconnect/ })).toBeVisible()
  await ui.accountButton(walletAccount).click()
  await ui.dialog('Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(ui.connectButton).toBeVisible()
  await expect(wallet.getByText('No connected dapps.')).toBeVisible({ timeout: 20_000 })
})
