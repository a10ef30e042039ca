import {
  DEV_PROJECT_ID,
  SDK_TYPE,
  SDK_VERSION,
  SIWX_PATHS,
  siwxSessionSchema,
} from '@foyer/protocol'
import type { Page } from '@playwright/test'
import type { Address } from 'viem'
import { demo } from './demo'
import { answerInFrame } from './embedded'
import { expect, test } from './fixtures'
import { lastMailId, nextCode } from './mailbox'
import { API_PORT, API_URL } from './stack'

/** The SIWX session cookie's host: the demo calls the session routes on its own site. */
const API_ON_PAGE_SITE = `http://foyer.localhost:${API_PORT}`

/** What the server says of the browser's session cookie: the session, or the HTTP status. */
async function serverSession(page: Page) {
  const cookies = await page.context().cookies(`${API_ON_PAGE_SITE}${SIWX_PATHS.me}`)
  const params = new URLSearchParams({ projectId: DEV_PROJECT_ID, st: SDK_TYPE, sv: SDK_VERSION })
  const response = await fetch(`${API_URL}${SIWX_PATHS.me}?${params}`, {
    headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
  })
  return response.ok ? siwxSessionSchema.parse(await response.json()) : response.status
}

function siwx(page: Page) {
  const view = demo(page).dialog('Sign In')
  return {
    view,
    sign: view.getByRole('button', { name: 'Sign', exact: true }),
    cancel: view.getByRole('button', { name: 'Cancel' }),
    status: page.getByTestId('siwx-status'),
    address: page.getByTestId('siwx-address'),
  }
}

async function open(page: Page, mode: 'optional' | 'required') {
  await page.goto(`/?siwx=${mode}`)
  await expect(demo(page).connectButton).toBeVisible()
}

/** Disconnects from the Account view. */
async function disconnect(page: Page, address: string) {
  const ui = demo(page)
  await ui.accountButton(address).click()
  await ui.dialog('Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
}

test.describe('sign in with the wallet (SIWX)', () => {
  test('the browser wallet signs in; a reload keeps the session; disconnecting signs out', async ({
    page,
    wallet,
  }) => {
    const ui = demo(page)
    const s = siwx(page)
    await open(page, 'optional')
    await ui.connect()

    // The sign-in view opens by itself, says who asks and what, and has a keyboard path.
    await expect(s.view).toBeVisible()
    await expect(s.view.getByText('Foyer demo asks you to sign in with your wallet.')).toBeVisible()
    await expect(s.view.getByTestId('siwx-statement')).toHaveText('Sign in to the Foyer demo.')
    await s.sign.focus()
    await page.keyboard.press('Enter')
    await expect(s.view).toBeHidden()
    await expect(s.status).toHaveText('signedIn')
    await expect(s.address).toHaveText(wallet.address)
    expect(await wallet.requests()).toContain('personal_sign')
    const session = await serverSession(page)
    expect(session).toMatchObject({
      address: wallet.address,
      chainId: 'eip155:31337',
      domain: new URL(page.url()).host,
      uri: new URL(page.url()).origin,
    })

    // A reload: the wallet reconnects and the cookie still names the session; no new signature.
    await page.reload()
    await expect(s.status).toHaveText('signedIn')
    await expect(s.address).toHaveText(wallet.address)
    await expect(s.view).toBeHidden()
    expect(await wallet.requests()).not.toContain('personal_sign')

    // Disconnecting ends the session on the server.
    await disconnect(page, wallet.address)
    await expect(s.status).toHaveText('signedOut')
    await expect.poll(() => serverSession(page)).toBe(401)
  })

  test('the Sign button stays disabled while the request is out (one request per click)', async ({
    page,
    wallet,
  }) => {
    const s = siwx(page)
    await open(page, 'optional')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let nonces = 0
    await page.route(`**${SIWX_PATHS.nonce}?*`, async (route) => {
      nonces += 1
      await held
      await route.continue()
    })
    await demo(page).connect()
    await s.sign.click()
    await expect(s.sign).toBeDisabled()
    await s.sign.click({ force: true })
    release()
    await expect(s.status).toHaveText('signedIn')
    expect(nonces).toBe(1)
    expect((await wallet.requests()).filter((method) => method === 'personal_sign')).toHaveLength(1)
  })

  test('optional: cancelling only closes; required: cancelling disconnects', async ({
    page,
    wallet,
  }) => {
    const s = siwx(page)
    await open(page, 'optional')
    await demo(page).connect()
    await s.cancel.click()
    await expect(s.view).toBeHidden()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(s.status).toHaveText('signedOut')
    expect(await serverSession(page)).toBe(401)

    // Still connected after the reload: the required sign-in asks again at once.
    await page.goto('/?siwx=required')
    await expect(s.view).toBeVisible()
    await s.cancel.click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    expect(await wallet.connected()).toBe(false)
  })

  test('required: refusing in the wallet shows the error and disconnects', async ({
    page,
    wallet,
  }) => {
    const s = siwx(page)
    await open(page, 'required')
    await demo(page).connect()
    await wallet.rejectNextRequest('personal_sign')
    await s.sign.click()
    await expect(page.getByText('Error signing message')).toBeVisible()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    expect(await serverSession(page)).toBe(401)
  })

  test('required: signing out in the page disconnects the wallet', async ({ page, wallet }) => {
    const s = siwx(page)
    await open(page, 'required')
    await expect(page.getByRole('radio', { name: 'Required' })).toBeChecked()
    await demo(page).connect()
    await s.sign.click()
    await expect(s.status).toHaveText('signedIn')
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await expect(s.status).toHaveText('signedOut')
    await expect(s.view).toBeHidden()
    expect(await wallet.connected()).toBe(false)
    expect(await serverSession(page)).toBe(401)
  })

  test('the embedded wallet (email) signs in, keeps the session over a reload, signs out on disconnect', async ({
    page,
  }) => {
    const ui = demo(page)
    const s = siwx(page)
    const email = `siwx-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    await open(page, 'optional')
    const before = await lastMailId(email)
    await ui.connectButton.click()
    await ui.dialog('Connect Wallet').getByLabel('Email').fill(email)
    await ui.dialog('Connect Wallet').getByRole('button', { name: 'Continue', exact: true }).click()
    await ui.dialog('Enter the code').getByLabel('Digit 1 of 6').click()
    await page.keyboard.type(await nextCode(email, before))
    await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
    const address = (await page.getByTestId('account-address').textContent()) as Address

    await expect(s.view).toBeVisible()
    await s.sign.click()
    // The frame asks in its own approval card, over the sign-in view.
    await expect(ui.dialog('Sign message')).toBeVisible()
    await answerInFrame(page, 'Approve')
    await expect(s.status).toHaveText('signedIn', { timeout: 20_000 })
    await expect(s.address).toHaveText(address)
    expect(await serverSession(page)).toMatchObject({ address, chainId: 'eip155:31337' })

    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
    await expect(s.status).toHaveText('signedIn')
    await expect(s.view).toBeHidden()

    await disconnect(page, address)
    await expect.poll(() => serverSession(page)).toBe(401)
  })
})
