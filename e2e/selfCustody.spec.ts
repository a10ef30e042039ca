import type { Page } from '@playwright/test'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { demo } from './demo'
import {
  newEmail,
  signAndVerify,
  signInOnNewDevice,
  signInWithCode,
  smartAccountOf,
  walletFrame,
} from './embedded'
import { expect, test } from './fixtures'
import { FRAME_PORT } from './stack'

/**
 * Self-custody (docs/security.md): the server alone never holds enough to sign. A new device opens
 * the wallet only with a recovery secret the visitor keeps: a passkey (its PRF output) or a
 * recovery password; a mailed link alone gives no key. The key leaves the frame only on the
 * frame's own page, on export.
 */

const FRAME_ORIGIN = `http://wallet.foyer.localhost:${FRAME_PORT}`
const PASSWORD = 'Blue-otter-74-harbour-lamp'

// Sign-ups by mail, passkey ceremonies and scrypt take longer than the default 30 s under load.
test.describe.configure({ timeout: 120_000 })

/** Chromium's virtual authenticator with PRF (FACTS.md): a platform passkey on this tab. */
async function addPasskeyAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
    },
  })
  return cdp
}

/** Answers the protect offer of a new wallet with "Protect now"; `choose` acts in the frame. */
async function protectFromOffer(page: Page, choose: () => Promise<void>) {
  const ui = demo(page)
  const offer = ui.dialog('Protect your wallet')
  await expect(offer).toBeVisible({ timeout: 20_000 })
  await offer.getByRole('button', { name: 'Protect now' }).click()
  await choose()
  await expect(offer.getByText('Your wallet is protected')).toBeVisible({ timeout: 30_000 })
  await offer.getByRole('button', { name: 'Done' }).click()
  await expect(offer).toBeHidden()
}

async function disconnect(page: Page, address: Address) {
  const ui = demo(page)
  await ui.accountButton(address).click()
  await ui.dialog('Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
}

test('a passkey made after sign-up signs, then alone signs in and restores the wallet on a device that holds no share', async ({
  page,
}) => {
  const cdp = await addPasskeyAuthenticator(page)
  await demo(page).open()
  const address = await signInWithCode(page, newEmail('passkey'), { keepOffer: true })
  await protectFromOffer(page, () =>
    walletFrame(page).getByRole('button', { name: 'Create a passkey' }).click(),
  )
  await signAndVerify(page, address)

  // A new device with the synced passkey: the frame's storage (its device share, device id and
  // session) is gone. (A credential copied into another browser context loses its PRF secret in
  // Chromium's virtual authenticator, so the same tab stands in for the new device.)
  await disconnect(page, address)
  await cdp.send('Storage.clearDataForOrigin', { origin: FRAME_ORIGIN, storageTypes: 'all' })
  await page.reload()
  const ui = demo(page)
  await ui.connectButton.click()
  await ui.dialog('Connect Wallet').getByRole('button', { name: 'Continue with a passkey' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 30_000 })
  await expect(page.getByTestId('account-address')).toHaveText(address)
  await signAndVerify(page, address)
})

test('a recovery password opens the wallet in another browser; a browser with neither gets no key', async ({
  page,
  browser,
}) => {
  // Two more sign-ins of the same address, each after the 30 s cooldown between codes.
  test.setTimeout(240_000)
  const email = newEmail('password')
  await demo(page).open()
  const address = await signInWithCode(page, email, { keepOffer: true })
  const firstCodeAt = Date.now() // at the latest: the code was mailed before the sign-in ended
  await protectFromOffer(page, async () => {
    const frame = walletFrame(page)
    await frame.getByLabel('Recovery password', { exact: true }).fill(PASSWORD)
    await frame.getByLabel('Repeat the recovery password').fill(PASSWORD)
    await frame.getByRole('button', { name: 'Set a recovery password' }).click()
  })

  const baseURL = test.info().project.use.baseURL
  const second = await browser.newContext({ baseURL })
  const third = await browser.newContext({ baseURL })
  try {
    // Another browser: the code, the mailed link, then the frame asks for the recovery secret.
    const other = await second.newPage()
    await demo(other).open()
    const secondCodeAt = await signInOnNewDevice(other, email, firstCodeAt)
    await expect(demo(other).dialog('Restore your wallet')).toBeVisible({ timeout: 20_000 })
    const frame = walletFrame(other)
    await frame.getByLabel('Recovery password').fill(`${PASSWORD}!`)
    await frame.getByRole('button', { name: 'Open with password' }).click()
    await expect(frame.getByRole('alert')).toHaveText(
      'That recovery password does not open this wallet',
    )
    await frame.getByLabel('Recovery password').fill(PASSWORD)
    await frame.getByRole('button', { name: 'Open with password' }).click()
    await expect(other.getByTestId('account-status')).toHaveText('connected', { timeout: 30_000 })
    await expect(other.getByTestId('account-address')).toHaveText(address)
    await signAndVerify(other, address)

    // A browser with the mailbox but neither the passkey nor the password: no key, no wallet.
    const stranger = await third.newPage()
    await demo(stranger).open()
    await signInOnNewDevice(stranger, email, secondCodeAt)
    await expect(demo(stranger).dialog('Restore your wallet')).toBeVisible({ timeout: 20_000 })
    await walletFrame(stranger).getByRole('button', { name: 'Cancel' }).click()
    await expect(
      stranger.getByRole('alert').filter({ hasText: 'This wallet is protected' }),
    ).toBeVisible()
    await expect(stranger.getByTestId('account-status')).toHaveText('disconnected')
  } finally {
    await second.close()
    await third.close()
  }
})

test('export shows the private key in the frame only: the page receives nothing of it', async ({
  page,
}) => {
  // Every message the page (and every port it holds) receives, as text.
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
  const ui = demo(page)
  await ui.open()
  const address = await signInWithCode(page, newEmail('export'))

  await ui.accountButton(address).click()
  await ui.dialog('Account').getByRole('button', { name: 'Security' }).click()
  await ui.dialog('Security').getByRole('button', { name: 'Export private key' }).click()
  await expect(ui.dialog('Export private key')).toBeVisible()
  const frame = walletFrame(page)
  await frame.getByRole('button', { name: 'Show private key' }).click()
  const shown = frame.getByRole('status', { name: 'Private key' })
  await expect(shown).toHaveText(/^0x[0-9a-f]{64}$/)
  const key = (await shown.textContent()) as `0x${string}`
  // The key is the EOA's; the visitor's address is the smart account that key owns.
  expect(await smartAccountOf(privateKeyToAccount(key).address)).toBe(address)
  await frame.getByRole('button', { name: 'Done' }).click()
  await expect(ui.dialog('Export private key')).toBeHidden()

  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)
  expect(seen.length).toBeGreaterThan(0)
  const bare = key.slice(2).toLowerCase()
  expect(seen.filter((text) => text.toLowerCase().includes(bare))).toEqual([])
  expect((await page.content()).toLowerCase()).not.toContain(bare)
})
