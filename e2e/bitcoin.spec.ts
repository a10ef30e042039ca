import {
  DEV_PROJECT_ID,
  SDK_TYPE,
  SDK_VERSION,
  SIWX_PATHS,
  siwxSessionSchema,
} from '@foyer/protocol'
import { secp256k1 } from '@noble/curves/secp256k1'
import type { Page } from '@playwright/test'
import { p2pkh, p2wpkh, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { verifyBip322 } from '../packages/core/src/namespaces/bip122/testing/verifyBip322'
import { demo } from './demo'
import { expect, test } from './fixtures'
import { API_PORT, API_URL } from './stack'
import { base64 } from './wallet/bitcoin/base64'

// Issue 22: a Bitcoin browser wallet (the Wallet Standard's bitcoin features) on Bitcoin Testnet:
// it connects from the modal, signs a message (BIP-322) and a PSBT, refuses nothing it never
// saw, signs in (SIWX) with the server verifying BIP-322, and is connected again after a reload.

const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'

test.use({ multichainWalletOptions: { bitcoin: { network: 'testnet' } } })

/** Connects the Bitcoin test wallet from the modal's Connect view. */
async function connectBitcoin(page: Page) {
  const ui = demo(page)
  await ui.connectButton.click()
  await ui
    .dialog('Connect Wallet')
    .getByRole('button', { name: /Foyer Test Bitcoin/ })
    .click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
}

/** The demo's Sign panel. */
function signPanel(page: Page) {
  const panel = page.getByRole('region', { name: 'Sign message' })
  return {
    panel,
    signMessage: panel.getByRole('button', { name: 'Sign message' }),
    signature: panel.getByTestId('signature'),
    psbt: panel.getByRole('textbox', { name: 'PSBT (base64)' }),
    sample: panel.getByRole('button', { name: 'Use a sample PSBT' }),
    signPsbt: panel.getByRole('button', { name: 'Sign PSBT' }),
    signedPsbt: panel.getByTestId('signed-psbt'),
    psbtError: panel.getByTestId('psbt-error'),
  }
}

/** Whether input `index` of `psbt` carries a valid ECDSA signature by the key of `address` (P2WPKH). */
function signedBy(psbt: Transaction, index: number, address: string): boolean {
  const input = psbt.getInput(index)
  const [entry] = input.partialSig ?? []
  const amount = input.witnessUtxo?.amount
  if (!entry || amount === undefined) return false
  const [publicKey, signature] = entry
  if (p2wpkh(publicKey, TEST_NETWORK).address !== address) return false
  // BIP-143: the P2WPKH input is signed over its P2PKH script code; the last byte is the sighash.
  const hashType = signature[signature.length - 1] ?? 0
  if (hashType !== SigHash.ALL) return false
  const digest = psbt.preimageWitnessV0(
    index,
    p2pkh(publicKey, TEST_NETWORK).script,
    hashType,
    amount,
  )
  const der = secp256k1.Signature.fromDER(signature.subarray(0, -1))
  return secp256k1.verify(der.toCompactRawBytes(), digest, publicKey)
}

test('the Bitcoin wallet connects on Testnet and signs a BIP-322 message the server verifies', async ({
  page,
  multichainWallets,
}) => {
  await page.goto('/')
  const { payment } = await multichainWallets.bitcoinAddresses()
  expect(payment).toMatch(/^tb1q/)
  await connectBitcoin(page)
  await expect(page.getByTestId('account-address')).toHaveText(payment)
  await expect(page.getByTestId('account-network')).toHaveText('Bitcoin Testnet')

  // EVM-only panels say so; nothing crashes.
  await expect(
    page.getByRole('region', { name: 'Smart account' }).getByTestId('needs-evm'),
  ).toHaveText('This needs an EVM account: switch to an EVM network or connect an EVM wallet.')

  const sign = signPanel(page)
  const message = 'Hello from Foyer'
  await sign.signMessage.click()
  await expect(sign.signature).toHaveText(/^[A-Za-z0-9+/]+=*$/)
  await expect(sign.panel.getByTestId('signature-form')).toHaveText(
    'BIP-322 (simple): the witness, base64',
  )
  // An independent BIP-322 verifier (BIP-143 sighash, secp256k1): this message, this address.
  const signature = (await sign.signature.textContent()) ?? ''
  expect(verifyBip322(payment, message, signature)).toBe(true)
  expect(verifyBip322(payment, `${message}!`, signature)).toBe(false)
  expect((await multichainWallets.requests()).bitcoin).toContain('bitcoin:signMessage')
})

test('a PSBT is signed by the payment key; a malformed one is refused before the wallet', async ({
  page,
  multichainWallets,
}) => {
  await page.goto('/')
  const { payment } = await multichainWallets.bitcoinAddresses()
  await connectBitcoin(page)
  const sign = signPanel(page)

  // Malformed: not base64, then base64 that is no PSBT. The wallet is never asked.
  await expect(sign.signPsbt).toBeDisabled()
  for (const [text, words] of [
    ['not a psbt!', 'Invalid parameters for this method: the PSBT is not base64'],
    ['AAAA', /^Invalid parameters for this method: the PSBT could not be read \(.+\)$/],
  ] as const) {
    await sign.psbt.fill(text)
    await sign.signPsbt.click()
    await expect(sign.psbtError).toHaveText(words)
    await expect(sign.signedPsbt).toHaveCount(0)
  }
  expect((await multichainWallets.requests()).bitcoin).toEqual(['bitcoin:connect'])

  // The sample PSBT spends a made-up output of the payment address: the wallet signs input 0.
  await sign.sample.click()
  // The sample is built by a part that loads on first use: wait for it to replace the text.
  await expect(sign.psbt).toHaveValue(/^cHNidP8/)
  const unsigned = await sign.psbt.inputValue()
  expect(Transaction.fromPSBT(base64.decode(unsigned)).getInput(0).partialSig).toBeUndefined()
  await sign.signPsbt.click()
  await expect(sign.signedPsbt).toHaveText(/^[A-Za-z0-9+/]+=*$/)
  await expect(sign.psbtError).toHaveCount(0)
  const signed = Transaction.fromPSBT(base64.decode((await sign.signedPsbt.textContent()) ?? ''))
  expect(signedBy(signed, 0, payment)).toBe(true)
  // Signed, not finalized: the dapp finalizes and broadcasts.
  expect(signed.getInput(0).finalScriptWitness).toBeUndefined()
  expect((await multichainWallets.requests()).bitcoin).toEqual([
    'bitcoin:connect',
    'bitcoin:signTransaction',
  ])
})

test('sign in with the Bitcoin wallet (SIWX): the server verifies BIP-322 and keeps the session', async ({
  page,
  multichainWallets,
}) => {
  await page.goto('/?siwx=optional')
  await expect(demo(page).connectButton).toBeVisible()
  const { payment } = await multichainWallets.bitcoinAddresses()
  await connectBitcoin(page)
  const view = demo(page).dialog('Sign In')
  await expect(view).toBeVisible()
  await view.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(view).toBeHidden()
  await expect(page.getByTestId('siwx-status')).toHaveText('signedIn')
  await expect(page.getByTestId('siwx-address')).toHaveText(payment)
  expect((await multichainWallets.requests()).bitcoin).toContain('bitcoin:signMessage')

  // The server's session (its cookie on the page's site) names the Bitcoin account and chain.
  const site = `http://foyer.localhost:${API_PORT}`
  const cookies = await page.context().cookies(`${site}${SIWX_PATHS.me}`)
  const params = new URLSearchParams({ projectId: DEV_PROJECT_ID, st: SDK_TYPE, sv: SDK_VERSION })
  const response = await fetch(`${API_URL}${SIWX_PATHS.me}?${params}`, {
    headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
  })
  expect(response.status).toBe(200)
  expect(siwxSessionSchema.parse(await response.json())).toMatchObject({
    address: payment,
    chainId: TESTNET,
  })
})

test('a reload restores the Bitcoin connection without a prompt; after a disconnect it does not', async ({
  page,
  multichainWallets,
}) => {
  const ui = demo(page)
  await page.goto('/')
  const { payment } = await multichainWallets.bitcoinAddresses()
  await connectBitcoin(page)
  await expect(page.getByTestId('account-address')).toHaveText(payment)
  expect((await multichainWallets.requests()).bitcoin).toEqual(['bitcoin:connect'])

  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(payment)
  await expect(page.getByTestId('account-network')).toHaveText('Bitcoin Testnet')
  // The wallet was asked again, once and silently (no prompt: the test wallet answers a silent
  // connect only for a page it authorized), and signs for the restored account.
  expect((await multichainWallets.requests()).bitcoin).toEqual(['bitcoin:connect (silent)'])
  const sign = signPanel(page)
  await sign.signMessage.click()
  await expect(sign.signature).toHaveText(/^[A-Za-z0-9+/]+=*$/)
  const signature = (await sign.signature.textContent()) ?? ''
  expect(verifyBip322(payment, 'Hello from Foyer', signature)).toBe(true)

  // Disconnected: a reload stays disconnected, and the wallet is not asked.
  await ui.accountButton(payment).click()
  await ui.dialog('Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.reload()
  await expect(ui.connectButton).toBeVisible()
  // The wallet is listed (registered, so a restore would have asked it by now).
  await ui.connectButton.click()
  await expect(
    ui.dialog('Connect Wallet').getByRole('button', { name: /Foyer Test Bitcoin/ }),
  ).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  expect((await multichainWallets.requests()).bitcoin).toEqual([])
})
