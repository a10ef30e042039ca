import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Address } from 'viem'
import { demo } from './demo'
import {
  declineProtection,
  newEmail,
  signAndVerify,
  signInOnNewDevice,
  signInWithCode,
  smartAccountOf,
} from './embedded'
import { expect, test } from './fixtures'
import { nextMail } from './mailbox'
import { API_PORT, CHAIN_RPC_URLS, DEMO_PORT, FRAME_PORT, WALLET_PORT } from './stack'

/**
 * Custodial email recovery (docs/security.md), which an operator opts in to by running the
 * custodian: this spec starts a stack of its own with `FOYER_CUSTODIAN=on` (the e2e stack runs
 * without one, as every default install does). A wallet made there gets a wrap of its recovery
 * key that only the custodian process opens, so another browser restores it after an email
 * sign-in alone, and its owner is mailed a notice first.
 */

/** The own stack's ports: the e2e stack's, moved by this much. */
const SHIFT = 300
const port = (base: number) => base + SHIFT
const DEMO_URL = `http://foyer.localhost:${port(DEMO_PORT)}`
const API_URL = `http://localhost:${port(API_PORT)}`
const ROOT = fileURLToPath(new URL('..', import.meta.url))

let stack: ChildProcess | undefined
let dataDir = ''

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  )
}

test.describe.configure({ timeout: 240_000 })
test.use({ baseURL: DEMO_URL })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dataDir = mkdtempSync(join(tmpdir(), 'foyer-e2e-custodian-'))
  const chainUrls = Object.entries(CHAIN_RPC_URLS).map(([id, url]) => {
    const rpc = new URL(url)
    rpc.port = String(port(Number(rpc.port)))
    return `${id}=${rpc.origin}`
  })
  stack = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      DEMO_PORT: String(port(DEMO_PORT)),
      API_PORT: String(port(API_PORT)),
      FRAME_PORT: String(port(FRAME_PORT)),
      WALLET_PORT: String(port(WALLET_PORT)),
      CUSTODIAN_PORT: String(port(18790)),
      CHAIN_RPC_URLS: chainUrls.join(','),
      DATA_DIR: dataDir,
      FOYER_CUSTODIAN: 'on',
    },
  })
  // The demo comes up last (as in playwright.config.ts).
  await expect
    .poll(() => answers(`http://localhost:${port(DEMO_PORT)}`), { timeout: 150_000 })
    .toBe(true)
})

test.afterAll(async () => {
  const running = stack
  if (running?.pid && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve))
    process.kill(-running.pid, 'SIGTERM')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

test('with the operator’s custodian, another browser restores the wallet after an email sign-in alone', async ({
  page,
  browser,
}) => {
  const email = newEmail('custodial')
  await demo(page).open()
  // The custodian is the operator's net, not the visitor's own method: the offer still comes.
  const address = await signInWithCode(page, email, { api: API_URL })
  const firstCodeAt = Date.now()
  const ui = demo(page)
  await ui.accountButton(address).click()
  await ui.dialog('Account').getByRole('button', { name: 'Security' }).click()
  await expect(ui.dialog('Security').getByText(/operator can restore this wallet/)).toBeVisible()

  const other = await browser.newContext({ baseURL: DEMO_URL })
  try {
    const device = await other.newPage()
    await demo(device).open()
    await signInOnNewDevice(device, email, firstCodeAt, { api: API_URL })
    // No prompt for a passkey or password: the custodian opened the recovery key.
    await expect(device.getByTestId('account-status')).toHaveText('connected', {
      timeout: 30_000,
    })
    await expect(device.getByTestId('account-address')).toHaveText(address)
    const notice = await nextMail(
      email,
      (mail) => mail.subject === 'Your wallet was restored on a new device',
      0,
      API_URL,
    )
    // The notice names the wallet's key; the visitor's address is the smart account it owns.
    const key = notice.text.match(/Your wallet (0x[0-9a-fA-F]{40})/)?.[1] as Address | undefined
    expect(key && (await smartAccountOf(key))).toBe(address)
    // Still no method of the visitor's own: this page offers one too.
    await declineProtection(device)
    await signAndVerify(device, address)
  } finally {
    await other.close()
  }
})
