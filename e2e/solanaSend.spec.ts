import { createHash } from 'node:crypto'
import { DEV_SOLANA_ADDRESSES, DEV_SOLANA_SEED, SOLANA_DEV_CHAIN } from '@foyer/protocol'
import type { Page } from '@playwright/test'
import { formatUnits } from 'viem'
import { demo } from './demo'
import { expect, type MultichainTestWallets, test } from './fixtures'
import { fusd, lamports, solanaRpc } from './solanaDevRpc'
import { SOLANA_RPC_URL } from './stack'

// Issue 22: a Solana account sends SOL and an SPL token (the dev FUSD) from the Send view, and
// shows its address on Receive. Dev accounts no other spec sends from or to.
const SENDER_INDEX = 4
const RECEIVER_INDEX = 5
/** The dev SVM's fee: 5000 lamports per signature, one signature. */
const FEE = 5000n

/** `lamports` in SOL, as typed and as the kit fills in and words amounts (no trailing zeros). */
const sol = (lamports: bigint) => formatUnits(lamports, 9)

/** The seed of dev account `index`, as protocol's devSolana.ts derives it (hex). */
const devSeedHex = (index: number) =>
  createHash('sha256').update(`${DEV_SOLANA_SEED}/account/${index}`).digest('hex')

test.use({
  multichainWalletOptions: {
    solana: {
      seedHex: devSeedHex(SENDER_INDEX),
      // The Wallet Standard's name of a cluster it does not know, and the dev chain's CAIP-2 id.
      rpcUrls: { 'solana:localnet': SOLANA_RPC_URL, [SOLANA_DEV_CHAIN]: SOLANA_RPC_URL },
    },
  },
})

/** Connects the Solana test wallet (dev account `address`) in the demo and opens its Account view. */
async function connectSolana(page: Page, wallets: MultichainTestWallets, address: string) {
  const ui = demo(page)
  await ui.open()
  expect(await wallets.solanaAddress()).toBe(address)
  await ui.connectButton.click()
  await ui
    .dialog('Connect Wallet')
    .getByRole('button', { name: /Foyer Test Solana/ })
    .click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await ui.accountButton(address).click()
  return { ui, account: ui.dialog('Account') }
}

/** Fills WalletSend: the token (by symbol; none when undefined), the amount and the receiver. */
async function fillSend(page: Page, draft: { symbol?: string; amount: string; receiver: string }) {
  const send = demo(page).dialog('Send')
  if (draft.symbol) {
    await send.getByTestId('foyer-send-token').click()
    await page
      .getByRole('list', { name: 'Select token' })
      .getByRole('button', { name: new RegExp(`\\b${draft.symbol}\\b`) })
      .click()
  }
  await send.getByTestId('foyer-send-amount').fill(draft.amount)
  await send.getByTestId('foyer-send-receiver').fill(draft.receiver)
  // A complete draft by its Review button; an incomplete one dims the button (aria-disabled, yet
  // pressable), so the form is sent from the keyboard instead: Enter in the receiver field.
  if (draft.symbol && draft.amount && draft.receiver)
    await send.getByRole('button', { name: 'Review' }).click()
  else await send.getByTestId('foyer-send-receiver').press('Enter')
  return send
}

test('a Solana account sends SOL and dev FUSD; the balances move on the dev SVM', async ({
  page,
  multichainWallets,
}) => {
  const sender = DEV_SOLANA_ADDRESSES[SENDER_INDEX] ?? ''
  const receiver = DEV_SOLANA_ADDRESSES[RECEIVER_INDEX] ?? ''
  const { ui, account } = await connectSolana(page, multichainWallets, sender)
  const tokens = account.getByRole('list', { name: 'Tokens' })
  await expect(tokens.locator('[data-symbol="SOL"]')).toBeVisible()
  await expect(tokens.locator('[data-symbol="FUSD"]')).toBeVisible()

  // SOL: form → review with the fee → the wallet signs and sends → confirmed.
  const solBefore = { sender: await lamports(sender), receiver: await lamports(receiver) }
  await page.getByTestId('foyer-feature-send').click()
  await fillSend(page, { symbol: 'SOL', amount: '1.5', receiver })
  const preview = ui.dialog('Review the transfer')
  await expect(preview.getByTestId('foyer-send-fee')).toHaveText(/0\.000005 SOL/)
  await preview.getByTestId('foyer-send-confirm').click()
  const status = preview.getByTestId('foyer-send-status')
  await expect(status).toHaveAttribute('data-step', 'confirmed', { timeout: 30_000 })
  // The dev network has no block explorer: no link (as for a network without one).
  await expect(preview.getByTestId('foyer-send-explorer-link')).toHaveCount(0)
  expect(await lamports(receiver)).toBe(solBefore.receiver + 1_500_000_000n)
  expect(await lamports(sender)).toBe(solBefore.sender - 1_500_000_000n - FEE)
  expect((await multichainWallets.requests()).solana).toContain('solana:signAndSendTransaction')
  await preview.getByRole('button', { name: 'Done' }).click()

  // Dev FUSD to the same receiver: token amounts exact.
  const fusdBefore = { sender: await fusd(sender), receiver: await fusd(receiver) }
  await page.getByTestId('foyer-feature-send').click()
  await fillSend(page, { symbol: 'FUSD', amount: '12.345678', receiver })
  await ui.dialog('Review the transfer').getByTestId('foyer-send-confirm').click()
  await expect(ui.dialog('Review the transfer').getByTestId('foyer-send-status')).toHaveAttribute(
    'data-step',
    'confirmed',
    { timeout: 30_000 },
  )
  expect(await fusd(receiver)).toBe(fusdBefore.receiver + 12_345_678n)
  expect(await fusd(sender)).toBe(fusdBefore.sender - 12_345_678n)
  const sent = (await multichainWallets.requests()).solana
  expect(sent.filter((name) => name === 'solana:signAndSendTransaction')).toHaveLength(2)
})

test("a Solana send with no amount, no receiver, no token or a bad receiver shows the spec's message and sends nothing", async ({
  page,
  multichainWallets,
}) => {
  const sender = DEV_SOLANA_ADDRESSES[SENDER_INDEX] ?? ''
  const receiver = DEV_SOLANA_ADDRESSES[RECEIVER_INDEX] ?? ''
  const before = await lamports(receiver)
  const { ui } = await connectSolana(page, multichainWallets, sender)
  const cases = [
    {
      draft: { symbol: 'SOL', amount: '', receiver },
      words: 'An amount and receiver address are required',
    },
    {
      draft: { symbol: 'SOL', amount: '1', receiver: '' },
      words: 'An amount and receiver address are required',
    },
    { draft: { amount: '1', receiver }, words: 'A token is required' },
    {
      draft: { symbol: 'SOL', amount: '1', receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      words: 'The receiver is not a valid address',
    },
  ]
  for (const { draft, words } of cases) {
    // Each from a fresh form: the Account view's Send starts a new draft.
    await page.getByTestId('foyer-feature-send').click()
    const send = await fillSend(page, draft)
    await expect(send.getByTestId('foyer-send-error')).toHaveText(words)
    await expect(ui.dialog('Review the transfer')).toHaveCount(0)
    await send.getByRole('button', { name: 'Back' }).click()
    await expect(ui.dialog('Account')).toBeVisible()
  }
  const requests = (await multichainWallets.requests()).solana
  expect(requests.filter((name) => name.startsWith('solana:sign'))).toEqual([])
  expect(await lamports(receiver)).toBe(before)
})

test('a Solana send that would leave the sender less than its rent-exempt minimum shows why and sends nothing; Max leaves only the fee', async ({
  page,
  multichainWallets,
}) => {
  const sender = DEV_SOLANA_ADDRESSES[SENDER_INDEX] ?? ''
  const receiver = DEV_SOLANA_ADDRESSES[RECEIVER_INDEX] ?? ''
  const { ui } = await connectSolana(page, multichainWallets, sender)
  const before = { sender: await lamports(sender), receiver: await lamports(receiver) }
  const minimum = BigInt(await solanaRpc<number>('getMinimumBalanceForRentExemption', [0]))
  expect(minimum).toBeGreaterThan(1000n)
  // All the sender holds but the fee and a thousand lamports: the chain would refuse what is left.
  await page.getByTestId('foyer-feature-send').click()
  await fillSend(page, { symbol: 'SOL', amount: sol(before.sender - FEE - 1000n), receiver })
  const preview = ui.dialog('Review the transfer')
  const words = `Keep at least ${sol(minimum)} SOL in the account for its rent`
  await expect(preview.getByTestId('foyer-send-error')).toHaveText(words)
  await expect(preview.getByTestId('foyer-send-fee')).toHaveText(/0\.000005 SOL/)
  // Confirming anyway is refused again before the wallet is asked.
  await preview.getByTestId('foyer-send-confirm').click()
  await expect(preview.getByTestId('foyer-send-error')).toHaveText(words)
  await expect(preview.getByTestId('foyer-send-status')).toHaveAttribute('data-step', 'preview')
  const requests = (await multichainWallets.requests()).solana
  expect(requests.filter((name) => name.startsWith('solana:sign'))).toEqual([])
  expect(await lamports(sender)).toBe(before.sender)
  expect(await lamports(receiver)).toBe(before.receiver)

  // Max fills in all the sender holds on the chain less the fee (the account may close).
  await preview.getByRole('button', { name: 'Back' }).click()
  const send = ui.dialog('Send')
  await send.getByRole('button', { name: 'Max' }).click()
  await expect(send.getByTestId('foyer-send-amount')).toHaveValue(sol(before.sender - FEE))
})

test('Receive shows the Solana address and its QR code', async ({ page, multichainWallets }) => {
  const sender = DEV_SOLANA_ADDRESSES[SENDER_INDEX] ?? ''
  const { ui } = await connectSolana(page, multichainWallets, sender)
  await page.getByTestId('foyer-feature-receive').click()
  const receive = ui.dialog('Receive')
  await expect(receive.getByTestId('foyer-receive-address')).toHaveText(sender)
  await expect(receive.getByTestId('foyer-receive-qr').locator('svg')).toBeVisible()
  await expect(receive.getByTestId('foyer-receive-network').first()).toContainText(/Solana|SVM/)
})
