import { createHash } from 'node:crypto'
import {
  balanceResponseSchema,
  DEV_PROJECT_ID,
  DEV_SOLANA_ADDRESSES,
  DEV_SOLANA_SEED,
  DEV_SOLANA_TOKEN,
  SDK_TYPE,
  SDK_VERSION,
  SIWX_PATHS,
  SOLANA_DEV_CHAIN,
  siwxSessionSchema,
} from '@foyer/protocol'
import { ed25519 } from '@noble/curves/ed25519'
import type { Page } from '@playwright/test'
import { getBase58Encoder } from '@solana/kit'
import { demo } from './demo'
import { expect, test } from './fixtures'
import { shownAmount, solanaRpc } from './solanaDevRpc'
import { API_PORT, API_URL, SOLANA_RPC_URL } from './stack'

// Issue 22: a Solana browser wallet (the Wallet Standard) on the dev SVM: it connects from the
// modal, the Account view shows SOL and the dev FUSD as the chain holds them, it signs a message
// (ed25519), signs in (SIWX, verified by the server) and is connected again after a reload.

/** The dev SVM's funded account the test wallet holds (1,000 SOL and 10,000 FUSD on a fresh SVM). */
const INDEX = 6
const ADDRESS = DEV_SOLANA_ADDRESSES[INDEX]
const SEED_HEX = createHash('sha256').update(`${DEV_SOLANA_SEED}/account/${INDEX}`).digest('hex')
/** The demo's dev Solana network (core's `devSolana`), as its Network panel names it. */
const DEV_NETWORK = 'Foyer Dev Solana'

test.use({
  multichainWalletOptions: {
    solana: { rpcUrls: { [SOLANA_DEV_CHAIN]: SOLANA_RPC_URL }, seedHex: SEED_HEX },
  },
})

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value)

/** What the dev SVM holds for ADDRESS: lamports and FUSD's smallest units. */
async function held() {
  const { value: lamports } = await solanaRpc<{ value: number }>('getBalance', [ADDRESS])
  const { value: accounts } = await solanaRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [
    ADDRESS,
    { mint: DEV_SOLANA_TOKEN.mint },
    { encoding: 'jsonParsed' },
  ])
  const fusd = accounts.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
  return { lamports: BigInt(lamports), fusd }
}

/** The prices the chain data API gives SOL and FUSD on the dev chain. */
async function prices(): Promise<Record<string, number>> {
  const query = new URLSearchParams({
    projectId: DEV_PROJECT_ID,
    st: SDK_TYPE,
    sv: SDK_VERSION,
    chainId: SOLANA_DEV_CHAIN,
    currency: 'usd',
  })
  const response = await fetch(`${API_URL}/v1/account/${ADDRESS}/balance?${query}`)
  const { balances } = balanceResponseSchema.parse(await response.json())
  return Object.fromEntries(balances.map(({ symbol, price }) => [symbol, price]))
}

/** Opens the demo on the dev Solana network (chosen while disconnected), and connects the wallet. */
async function connectSolana(page: Page, path = '/') {
  const ui = demo(page)
  await page.goto(path)
  await expect(ui.connectButton).toBeVisible()
  await page
    .getByRole('region', { name: 'Network' })
    .getByRole('button', { name: `Switch to ${DEV_NETWORK}` })
    .click()
  await ui.connectButton.click()
  await ui
    .dialog('Connect Wallet')
    .getByRole('button', { name: /Foyer Test Solana/ })
    .click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
}

test('the Solana wallet connects on the dev SVM; the Account view shows what the chain holds; it signs (ed25519)', async ({
  page,
  multichainWallets,
}) => {
  await connectSolana(page)
  expect(await multichainWallets.solanaAddress()).toBe(ADDRESS)
  await expect(page.getByTestId('account-address')).toHaveText(ADDRESS)
  await expect(page.getByTestId('account-network')).toHaveText(DEV_NETWORK)

  // The Account view: SOL and the dev FUSD, the amounts the dev SVM holds, priced by the API.
  const ui = demo(page)
  await ui.accountButton(ADDRESS).click()
  const account = ui.dialog('Account')
  const tokens = account.getByRole('list', { name: 'Tokens' })
  const { lamports, fusd } = await held()
  const price = await prices()
  expect(price.SOL).toBeGreaterThan(0)
  expect(price.FUSD).toBeGreaterThan(0)
  const sol = tokens.getByTestId('foyer-token-row').and(page.locator('[data-symbol="SOL"]'))
  const token = tokens.getByTestId('foyer-token-row').and(page.locator('[data-symbol="FUSD"]'))
  const solAmount = shownAmount(lamports, 9)
  const fusdAmount = shownAmount(fusd, DEV_SOLANA_TOKEN.decimals)
  await expect(sol.getByTestId('foyer-token-amount')).toHaveText(`${solAmount} SOL`)
  await expect(sol).toContainText(usd(Number(solAmount) * (price.SOL ?? 0)))
  await expect(token.getByTestId('foyer-token-amount')).toHaveText(`${fusdAmount} FUSD`)
  await expect(token).toContainText(usd(Number(fusdAmount) * (price.FUSD ?? 0)))
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  // A message signed by the wallet's key, checked with ed25519 here.
  const panel = page.getByRole('region', { name: 'Sign message' })
  await panel.getByRole('button', { name: 'Sign message' }).click()
  const signature = panel.getByTestId('signature')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  await expect(panel.getByTestId('signature-form')).toHaveText(
    'ed25519 over the message’s UTF-8 bytes, base58',
  )
  const bytes = new Uint8Array(getBase58Encoder().encode((await signature.textContent()) ?? ''))
  const publicKey = new Uint8Array(getBase58Encoder().encode(ADDRESS))
  const message = new TextEncoder().encode('Hello from Foyer')
  expect(ed25519.verify(bytes, message, publicKey)).toBe(true)
  expect(ed25519.verify(bytes, new TextEncoder().encode('Hello from Foyer!'), publicKey)).toBe(
    false,
  )
  expect((await multichainWallets.requests()).solana).toEqual([
    'standard:connect',
    'solana:signMessage',
  ])
  // The PSBT action is Bitcoin's only.
  await expect(panel.getByRole('button', { name: 'Sign PSBT' })).toHaveCount(0)
})

test('sign in with the Solana wallet (SIWX): the server verifies ed25519 and keeps the session', async ({
  page,
  multichainWallets,
}) => {
  await connectSolana(page, '/?siwx=optional')
  const view = demo(page).dialog('Sign In')
  await expect(view).toBeVisible()
  await view.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(view).toBeHidden()
  await expect(page.getByTestId('siwx-status')).toHaveText('signedIn')
  await expect(page.getByTestId('siwx-address')).toHaveText(ADDRESS)
  expect((await multichainWallets.requests()).solana).toContain('solana:signMessage')

  const site = `http://foyer.localhost:${API_PORT}`
  const cookies = await page.context().cookies(`${site}${SIWX_PATHS.me}`)
  const params = new URLSearchParams({ projectId: DEV_PROJECT_ID, st: SDK_TYPE, sv: SDK_VERSION })
  const response = await fetch(`${API_URL}${SIWX_PATHS.me}?${params}`, {
    headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
  })
  expect(response.status).toBe(200)
  expect(siwxSessionSchema.parse(await response.json())).toMatchObject({
    address: ADDRESS,
    chainId: SOLANA_DEV_CHAIN,
  })
})

test('a reload restores the Solana connection without a prompt; after a disconnect it does not', async ({
  page,
  multichainWallets,
}) => {
  const ui = demo(page)
  await connectSolana(page)
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(ADDRESS)
  await expect(page.getByTestId('account-network')).toHaveText(DEV_NETWORK)
  // The wallet was asked again, once (silently: the test wallet answers a silent connect only for
  // a page it trusts), and signs for the restored account.
  expect((await multichainWallets.requests()).solana).toEqual(['standard:connect'])
  const panel = page.getByRole('region', { name: 'Sign message' })
  await panel.getByRole('button', { name: 'Sign message' }).click()
  await expect(panel.getByTestId('signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)

  // Disconnected: a reload stays disconnected, and the wallet is not asked.
  await ui.accountButton(ADDRESS).click()
  await ui.dialog('Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.reload()
  await expect(ui.connectButton).toBeVisible()
  // The wallet is listed (registered, so a restore would have asked it by now).
  await ui.connectButton.click()
  await expect(
    ui.dialog('Connect Wallet').getByRole('button', { name: /Foyer Test Solana/ }),
  ).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  expect((await multichainWallets.requests()).solana).toEqual([])
})
