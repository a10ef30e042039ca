import { DEV_SOLANA_ADDRESSES, SIWX_PATHS } from '@foyer/protocol'
import type { BrowserContext, Page } from '@playwright/test'
import {
  address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { hexToBytes } from 'viem'
import { verifyBip322 } from '../packages/core/src/namespaces/bip122/testing/verifyBip322'
import { demo } from './demo'
import { expect, test } from './fixtures'
import { lamports, shownAmount } from './solanaDevRpc'
import { WALLET_URL } from './stack'

// Issue 22: WalletConnect beyond eip155. The demo (dapp) proposes solana and bip122 beside
// eip155; the reference wallet (apps/wallet) approves them with its Solana dev account 6 and its
// Bitcoin Testnet P2WPKH test key; the dapp switches to the Solana dev network and to Bitcoin
// Testnet while connected by WalletConnect, and the session's accounts there sign.

/** The reference wallet's Solana account: the dev SVM's funded account 6 (no other test uses it). */
const SOLANA_ACCOUNT = DEV_SOLANA_ADDRESSES[6] ?? ''
/** Where it sends SOL: dev account 9 (no other test uses it). */
const RECEIVER = DEV_SOLANA_ADDRESSES[9] ?? ''
/** The dev SVM's fee: 5000 lamports per signature, one signature. */
const SOLANA_FEE = 5000n
/** Its Bitcoin Testnet payment address (apps/wallet/src/bitcoin/bitcoinKey.ts). */
const BITCOIN_ACCOUNT = /^tb1q[0-9a-z]{38}$/

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

async function pairingUri(page: Page): Promise<string> {
  const ui = demo(page)
  await ui.connectButton.click()
  await ui.dialog('Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
  const pairing = ui.dialog('WalletConnect')
  await expect(pairing.getByRole('img', { name: 'WalletConnect pairing code' })).toBeVisible({
    timeout: 20_000,
  })
  await pairing.getByRole('button', { name: 'Copy link' }).click()
  return page.evaluate(() => navigator.clipboard.readText())
}

/**
 * The reference wallet, opened with the pairing link; it shows the proposal, we approve. It is
 * opened once before (up on the relay), so that a cold dev server's dependency optimizing (a
 * reload, which would drop the link) is over when the link is handed over.
 */
async function approveInWallet(context: BrowserContext, uri: string): Promise<Page> {
  const wallet = await context.newPage()
  await wallet.goto(WALLET_URL)
  await expect(wallet.getByText(/Connected to the relay at/)).toBeVisible({ timeout: 30_000 })
  await wallet.goto(`${WALLET_URL}/?uri=${encodeURIComponent(uri)}`)
  await wallet.getByRole('button', { name: 'Approve connection' }).click({ timeout: 30_000 })
  return wallet
}

/** Approves the wallet's request card titled with `method`'s name. */
async function approveRequest(wallet: Page, method: string) {
  const card = wallet.getByRole('region', { name: `Request: ${method}` })
  await card.getByRole('button', { name: 'Approve request' }).click({ timeout: 20_000 })
}

/**
 * Signs in (SIWX) with the active account: the Sign In view's Sign, the wallet's request card
 * titled `method` approved; the message and signature the page sent the server, once it
 * answered that `account` is signed in.
 */
async function signIn(
  page: Page,
  wallet: Page,
  method: string,
  account: string,
): Promise<{ message: string; signature: string }> {
  const view = demo(page).dialog('Sign In')
  // The view opens by itself for a new account, or from the panel's Sign in.
  const opened = await view
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(() => true)
    .catch(() => false)
  if (!opened) await page.getByRole('button', { name: 'Sign in' }).click()
  const verified = page.waitForRequest((request) => request.url().includes(SIWX_PATHS.verify))
  await view.getByRole('button', { name: 'Sign', exact: true }).click()
  await approveRequest(wallet, method)
  await page.bringToFront()
  const body = (await verified).postDataJSON() as { message: string; signature: string }
  await expect(page.getByTestId('siwx-status')).toHaveText('signedIn', { timeout: 20_000 })
  await expect(page.getByTestId('siwx-address')).toHaveText(account)
  return body
}

/** The bytes of a signature as the page sends it to the server (0x hex; else base58 or base64). */
function signatureBytes(signature: string): Uint8Array {
  if (/^0x([0-9a-f]{2})+$/i.test(signature)) return hexToBytes(signature as `0x${string}`)
  if (/^[1-9A-HJ-NP-Za-km-z]+$/.test(signature))
    return getBase58Encoder().encode(signature) as Uint8Array
  return Uint8Array.from(Buffer.from(signature, 'base64'))
}

test("a WalletConnect session's Solana and Bitcoin accounts become active on those networks, sign and send", async ({
  page,
  context,
}) => {
  const outside: string[] = []
  context.on('request', (request) => {
    const { hostname } = new URL(request.url())
    if (!/^(localhost|127\.0\.0\.1|(.+\.)?foyer\.localhost)$/.test(hostname)) {
      outside.push(request.url())
    }
  })
  const ui = demo(page)
  await page.goto('/?siwx=optional')
  await expect(ui.connectButton).toBeVisible()
  const wallet = await approveInWallet(context, await pairingUri(page))
  await page.bringToFront()
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
  // Sign-in is optional: not with the EVM account.
  await ui.dialog('Sign In').getByRole('button', { name: 'Cancel' }).click({ timeout: 20_000 })

  // The Solana dev network: the session's Solana account is the active one.
  await page.getByRole('button', { name: 'Switch to Foyer Dev Solana' }).click()
  await expect(page.getByTestId('account-network')).toHaveText('Foyer Dev Solana', {
    timeout: 20_000,
  })
  await expect(page.getByTestId('account-address')).toHaveText(SOLANA_ACCOUNT)

  // solana_signMessage through sign-in (SIWX): approved in the wallet, verified by the server,
  // and here with ed25519 against the account's key.
  const solanaProof = await signIn(page, wallet, 'Sign Solana message', SOLANA_ACCOUNT)
  const publicKey = await getPublicKeyFromAddress(address(SOLANA_ACCOUNT))
  const signed = (message: string) =>
    verifySignature(
      publicKey,
      signatureBytes(solanaProof.signature) as SignatureBytes,
      new TextEncoder().encode(message),
    )
  expect(await signed(solanaProof.message)).toBe(true)
  expect(await signed(`${solanaProof.message}!`)).toBe(false)

  // The Account view shows the account's SOL, as the dev SVM holds it.
  await ui.accountButton(SOLANA_ACCOUNT).click()
  await expect(ui.dialog('Account').getByTestId('foyer-balance')).toContainText(
    `${shownAmount(await lamports(SOLANA_ACCOUNT), 9)} SOL`,
    { timeout: 20_000 },
  )

  // A SOL transfer from the Send view: the reference wallet signs and sends it on the dev SVM.
  const before = { sender: await lamports(SOLANA_ACCOUNT), receiver: await lamports(RECEIVER) }
  await page.getByTestId('foyer-feature-send').click()
  const send = ui.dialog('Send')
  await send.getByTestId('foyer-send-token').click()
  await page
    .getByRole('list', { name: 'Select token' })
    .getByRole('button', { name: /\bSOL\b/ })
    .click()
  await send.getByTestId('foyer-send-amount').fill('0.25')
  await send.getByTestId('foyer-send-receiver').fill(RECEIVER)
  await send.getByRole('button', { name: 'Review' }).click()
  const preview = ui.dialog('Review the transfer')
  await preview.getByTestId('foyer-send-confirm').click()
  await approveRequest(wallet, 'Sign and send Solana transaction')
  await page.bringToFront()
  await expect(preview.getByTestId('foyer-send-status')).toHaveAttribute('data-step', 'confirmed', {
    timeout: 30_000,
  })
  expect(await lamports(RECEIVER)).toBe(before.receiver + 250_000_000n)
  expect(await lamports(SOLANA_ACCOUNT)).toBe(before.sender - 250_000_000n - SOLANA_FEE)
  await preview.getByRole('button', { name: 'Done' }).click()
  await ui.dialog('Account').getByRole('button', { name: 'Close' }).click()

  // Bitcoin Testnet: the session's Bitcoin account, a BIP-322 signature.
  await page.getByRole('button', { name: 'Switch to Bitcoin Testnet' }).click()
  await expect(page.getByTestId('account-network')).toHaveText('Bitcoin Testnet', {
    timeout: 20_000,
  })
  await expect(page.getByTestId('account-address')).toHaveText(BITCOIN_ACCOUNT)
  const bitcoinAddress = (await page.getByTestId('account-address').textContent()) as string
  const bitcoinProof = await signIn(page, wallet, 'Sign Bitcoin message', bitcoinAddress)
  const witness = Buffer.from(signatureBytes(bitcoinProof.signature)).toString('base64')
  expect(verifyBip322(bitcoinAddress, bitcoinProof.message, witness)).toBe(true)
  expect(verifyBip322(bitcoinAddress, `${bitcoinProof.message}!`, witness)).toBe(false)
  expect(outside).toEqual([])
})
