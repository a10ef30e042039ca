import { createHash } from 'node:crypto'
import { DEV_SOLANA_SEED } from '@foyer/protocol'
import { ed25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import type { Page } from '@playwright/test'
import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { demo } from './demo'
import { answerInFrame, approveInFrame, newEmail, signInWithCode, walletFrame } from './embedded'
import { expect, test } from './fixtures'
import { SOLANA_RPC_URL } from './stack'

// Issue 22: an email visitor's embedded wallet has a Solana account. The frame derives its key
// from the wallet key (docs/security.md, "The Solana key"); the kit offers it to the solana
// namespace, so switching to the dev SVM makes it the account; it signs a message and sends SOL
// after the visitor approves in the frame's card, and a refusal there sends nothing.

/** The demo's dev Solana network, as its Network panel names it. */
const DEV_NETWORK = 'Foyer Dev Solana'
/** The dev key that funds the visitor's new Solana account (dev accounts hold 1,000 SOL). */
const FAUCET_INDEX = 8
const LAMPORTS_PER_SOL = 1_000_000_000n

const rpc = createSolanaRpc(SOLANA_RPC_URL)
const base58 = getBase58Decoder()

/** The lamports `owner` holds on the dev SVM. */
async function lamportsOf(owner: string): Promise<bigint> {
  const { value } = await rpc.getBalance(address(owner), { commitment: 'confirmed' }).send()
  return BigInt(value)
}

/** How many transactions the dev SVM has for `owner`. */
async function signaturesOf(owner: string): Promise<number> {
  return (await rpc.getSignaturesForAddress(address(owner)).send()).length
}

/** Sends `lamports` to `to` from dev account FAUCET_INDEX, through the RPC; waits until confirmed. */
async function fund(to: string, lamports: bigint) {
  const seed = createHash('sha256').update(`${DEV_SOLANA_SEED}/account/${FAUCET_INDEX}`).digest()
  const faucet = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed))
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(faucet, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: faucet, destination: address(to), amount: lamports }),
        m,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  const signature = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(signed), {
      encoding: 'base64',
      preflightCommitment: 'confirmed',
    })
    .send()
  await expect(async () => {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(status?.err ?? null).toBeNull()
    expect(status?.confirmationStatus).toMatch(/confirmed|finalized/)
  }).toPass({ timeout: 10_000 })
}

/**
 * The Solana address the frame derives from a wallet key (docs/security.md, "The Solana key"):
 * ed25519 of HKDF-SHA256(key, no salt, `foyer wallet solana ed25519 v1`, 32 bytes).
 */
function derivedSolanaKey(walletKey: `0x${string}`) {
  const seed = hkdf(
    sha256,
    Buffer.from(walletKey.slice(2), 'hex'),
    undefined,
    new TextEncoder().encode('foyer wallet solana ed25519 v1'),
    32,
  )
  return {
    seed: Buffer.from(seed).toString('hex'),
    address: base58.decode(ed25519.getPublicKey(seed)),
  }
}

/** Records every message the page (and every port it holds) receives, as text. */
async function recordPageMessages(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __seen: string[] }).__seen = seen
    const record = (data: unknown) => {
      try {
        seen.push(typeof data === 'string' ? data : JSON.stringify(data))
      } catch {
        seen.push(String(data))
      }
    }
    window.addEventListener('message', (event) => record(event.data), true)
    const add = MessagePort.prototype.addEventListener
    MessagePort.prototype.addEventListener = function (
      this: MessagePort,
      ...args: Parameters<MessagePort['addEventListener']>
    ) {
      if (args[0] === 'message')
        add.call(this, 'message', (event) => record((event as MessageEvent).data))
      return add.apply(this, args)
    } as MessagePort['addEventListener']
    const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')
    Object.defineProperty(MessagePort.prototype, 'onmessage', {
      configurable: true,
      get() {
        return onmessage?.get?.call(this)
      },
      set(listener: ((event: MessageEvent) => void) | null) {
        onmessage?.set?.call(this, (event: MessageEvent) => {
          record(event.data)
          listener?.call(this, event)
        })
      },
    })
  })
}

/** Exports the wallet key in the frame (the page receives none of it) and gives it. */
async function exportKey(page: Page, evmAddress: string): Promise<`0x${string}`> {
  const ui = demo(page)
  await ui.accountButton(evmAddress).click()
  await ui.dialog('Account').getByRole('button', { name: 'Security' }).click()
  await ui.dialog('Security').getByRole('button', { name: 'Export private key' }).click()
  const frame = walletFrame(page)
  await frame.getByRole('button', { name: 'Show private key' }).click()
  const shown = frame.getByRole('status', { name: 'Private key' })
  await expect(shown).toHaveText(/^0x[0-9a-f]{64}$/)
  const key = (await shown.textContent()) as `0x${string}`
  await frame.getByRole('button', { name: 'Done' }).click()
  await expect(ui.dialog('Export private key')).toBeHidden()
  // Done goes back to Security; the modal closes.
  await ui.dialog('Security').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  return key
}

/** Sends `amount` SOL to `receiver` from the Send view, up to the frame's approval card. */
async function startSend(page: Page, account: string, amount: string, receiver: string) {
  const ui = demo(page)
  await ui.accountButton(account).click()
  await page.getByTestId('foyer-feature-send').click()
  const send = ui.dialog('Send')
  await send.getByTestId('foyer-send-token').click()
  await page
    .getByRole('list', { name: 'Select token' })
    .getByRole('button', { name: /SOL/ })
    .first()
    .click()
  await send.getByTestId('foyer-send-amount').fill(amount)
  await send.getByTestId('foyer-send-receiver').fill(receiver)
  await send.getByRole('button', { name: 'Review' }).click()
  const preview = ui.dialog('Review the transfer')
  await preview.getByTestId('foyer-send-confirm').click()
  await expect(ui.dialog('Approve transaction')).toBeVisible({ timeout: 20_000 })
  return preview
}

test('an email visitor’s Solana account: the frame’s key, signs (ed25519), sends SOL after approval, a refusal sends nothing', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const ui = demo(page)
  await recordPageMessages(page)
  await ui.open()
  const email = newEmail('solana')
  const evmAddress = await signInWithCode(page, email)

  // The wallet key, shown in the frame only: the Solana account must be the one derived from it.
  const key = await exportKey(page, evmAddress)
  const expected = derivedSolanaKey(key)

  // The dev SVM chosen while signed in by email: the embedded wallet's Solana account is active.
  await page
    .getByRole('region', { name: 'Network' })
    .getByRole('button', { name: DEV_NETWORK })
    .click()
  await expect(page.getByTestId('account-network')).toHaveText(DEV_NETWORK)
  await expect(page.getByTestId('account-address')).toHaveText(expected.address)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  const solanaAddress = expected.address

  // A message, approved in the frame's card, signed by that key (ed25519, checked here).
  const panel = page.getByRole('region', { name: 'Sign message' })
  await panel.getByRole('button', { name: 'Sign message' }).click()
  await approveInFrame(page, 'Sign message')
  const signature = panel.getByTestId('signature')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  const signatureBytes = new Uint8Array(
    getBase58Encoder().encode((await signature.textContent()) ?? ''),
  )
  const publicKey = new Uint8Array(getBase58Encoder().encode(solanaAddress))
  const message = new TextEncoder().encode('Hello from Foyer')
  expect(ed25519.verify(signatureBytes, message, publicKey)).toBe(true)
  expect(ed25519.verify(signatureBytes, new TextEncoder().encode('Hello'), publicKey)).toBe(false)

  // The new account starts empty: a dev key funds it through the RPC.
  expect(await lamportsOf(solanaAddress)).toBe(0n)
  await fund(solanaAddress, 2n * LAMPORTS_PER_SOL)
  const receiver = (await generateKeyPairSigner()).address

  // Send 0.5 SOL: the frame's card shows the decoded transfer; approved, the SVM moves it.
  const before = await lamportsOf(solanaAddress)
  const preview = await startSend(page, solanaAddress, '0.5', receiver)
  const frame = walletFrame(page)
  await expect(frame.getByText('Send SOL')).toBeVisible()
  await expect(frame.getByText(receiver)).toBeVisible()
  await expect(frame.getByText('0.5 SOL')).toBeVisible()
  await approveInFrame(page)
  await expect(preview.getByTestId('foyer-send-status')).toHaveAttribute('data-step', 'confirmed', {
    timeout: 30_000,
  })
  expect(await lamportsOf(receiver)).toBe(LAMPORTS_PER_SOL / 2n)
  const after = await lamportsOf(solanaAddress)
  const fee = before - after - LAMPORTS_PER_SOL / 2n
  expect(fee > 0n && fee < 100_000n).toBe(true)
  await preview.getByRole('button', { name: 'Done' }).click()
  // Done goes back to Account; closed, the next send starts from the account button.
  await ui.dialog('Account').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Refused in the card: nothing is sent, and the kit says the transaction was rejected.
  const sent = await signaturesOf(solanaAddress)
  const refused = await startSend(page, solanaAddress, '0.25', receiver)
  await answerInFrame(page, 'Reject')
  await expect(refused.getByRole('alert')).toContainText(/rejected/i)
  expect(await lamportsOf(receiver)).toBe(LAMPORTS_PER_SOL / 2n)
  expect(await lamportsOf(solanaAddress)).toBe(after)
  expect(await signaturesOf(solanaAddress)).toBe(sent)

  // The Account view is still the email visitor's: the email, Update email, Security; a Solana
  // account has no EVM account type.
  await refused.getByRole('button', { name: 'Close' }).click()
  await ui.accountButton(solanaAddress).click()
  const account = ui.dialog('Account')
  await expect(account.getByTestId('foyer-email')).toHaveAttribute('title', email)
  await expect(account.getByRole('button', { name: 'Update email' })).toBeVisible()
  await expect(account.getByRole('button', { name: 'Security' })).toBeVisible()
  await expect(account.getByText(/^Account type/)).toHaveCount(0)
  await account.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The page never received key material: neither the wallet key nor the Solana seed.
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)
  expect(seen.length).toBeGreaterThan(0)
  const secrets = [key.slice(2).toLowerCase(), expected.seed]
  expect(
    seen.filter((text) => secrets.some((secret) => text.toLowerCase().includes(secret))),
  ).toEqual([])
  const content = (await page.content()).toLowerCase()
  for (const secret of secrets) expect(content).not.toContain(secret)
})
