import { mkdirSync } from 'node:fs'
import { formatEther, parseEther } from 'viem'
import { expectNoAxeViolations } from './axe'
import { demo } from './demo'
import { expect, publicClient, test } from './fixtures'
import { API_URL, CHAIN_A_ID, WALLET_URL } from './stack'

/**
 * The demo page as a showcase: live controls and the code they make, the dev banner, test funds
 * for a new account, rejected requests said as such, and no axe violations at desktop and phone
 * widths, light and dark. FOYER_DEMO_SHOTS=<dir> also saves full-page screenshots there.
 */

// A fresh account of the test mnemonic: no ETH until it asks for test funds.
test.use({ walletOptions: { accountIndex: 4242 } })

test('the playground changes the kit live and its code follows', async ({ page }) => {
  test.setTimeout(180_000)
  const ui = demo(page)
  await ui.open()
  const kit = page.locator('[data-foyer]').first()
  await expect(ui.code).toContainText('createFoyer({')
  await expect(ui.code).not.toContainText('themeMode')

  await ui.choice('Dark').click()
  await expect(ui.choice('Dark')).toHaveAttribute('aria-pressed', 'true')
  await expect(kit).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('html')).toHaveAttribute('data-demo-theme', 'dark')
  await expect(ui.code).toContainText("themeMode: 'dark',")

  await page.getByRole('radio', { name: 'Violet' }).check()
  await expect(ui.code).toContainText("'--foyer-accent': '#7c3aed',")
  await ui.choice('Large').click()
  await expect(ui.code).toContainText("'--foyer-border-radius-master': '8px',")
  await ui.choice('avatar').click()
  await expect(ui.code).toContainText('<ConnectButton accountStatus="avatar" />')
  // Live settings live in the URL: a reload keeps them.
  await page.reload()
  await expect(kit).toHaveAttribute('data-theme', 'dark')
  await expect(ui.code).toContainText("'--foyer-accent': '#7c3aed',")

  // A createFoyer option reloads the page with it.
  const legal = ui.featureSwitch('legalCheckbox')
  await expect(legal).not.toBeChecked()
  await legal.focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/legalCheckbox=on/)
  // A reload of the dev server's page: slow on a busy machine.
  await expect(ui.connectButton).toBeVisible({ timeout: 60_000 })
  await expect(ui.featureSwitch('legalCheckbox')).toBeChecked()
  await expect(ui.code).toContainText('legalCheckbox: true,')
  await ui.connectButton.click()
  await expect(ui.dialog('Connect Wallet').getByRole('checkbox')).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Move Wallet up' }).click()
  await expect(page).toHaveURL(/order=email%2Cwallet%2Csocial/)
  await expect(ui.connectButton).toBeVisible({ timeout: 60_000 })
  await expect(ui.code).toContainText("connectMethodsOrder: ['email', 'wallet', 'social'],")
  await expect(page.getByRole('button', { name: 'Move Email up' })).toBeDisabled()
})

test('the code copies as shown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const ui = demo(page)
  await ui.open()
  await ui.choice('Small').click()
  await page.getByRole('button', { name: 'Copy code' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await ui.code.textContent())
  expect(copied).toContain("'--foyer-border-radius-master': '2px',")
})

test('the dev banner links the dev mailbox and the reference wallet', async ({ page }) => {
  await demo(page).open()
  const banner = page.getByRole('complementary', { name: 'Dev stack' })
  const mailbox = banner.getByRole('link', { name: /^Dev mailbox/ })
  await expect(mailbox).toHaveAttribute('href', `${API_URL}/dev/mailbox.html`)
  expect((await page.request.get(`${API_URL}/dev/mailbox.html`)).status()).toBe(200)
  await expect(banner.getByRole('link', { name: /^Reference wallet/ })).toHaveAttribute(
    'href',
    `${WALLET_URL}/`,
  )
})

test('Get test funds adds 10 ETH to a new account on the dev chain', async ({ page, wallet }) => {
  const ui = demo(page)
  const chainA = publicClient(CHAIN_A_ID)
  await ui.open()
  await expect(ui.testFundsButton).toBeHidden()
  await ui.connect()
  const before = await chainA.getBalance({ address: wallet.address })
  await ui.testFundsButton.click()
  const after = before + parseEther('10')
  await expect(page.getByTestId('test-funds-status')).toHaveText(
    `10 ETH added: the balance is now ${formatEther(after)} ETH.`,
  )
  expect(await chainA.getBalance({ address: wallet.address })).toBe(after)
})

test('a request rejected in the wallet reads as rejected', async ({ page, wallet }) => {
  const ui = demo(page)
  await ui.open()
  await ui.connect()
  await wallet.rejectNextRequest('personal_sign')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('sign-error')).toHaveText('Signature rejected in the wallet.')
  await expect(page.getByRole('alert').filter({ hasText: 'Signature rejected' })).toBeVisible()

  await ui.testFundsButton.click()
  await expect(page.getByTestId('test-funds-status')).toContainText('10 ETH added')
  await wallet.rejectNextRequest('eth_sendTransaction')
  await page.getByRole('button', { name: 'Send transaction' }).click()
  await expect(page.getByTestId('send-error')).toHaveText('Transaction rejected in the wallet.')
  await expect(page.getByText('Transaction failed')).toHaveCount(0)
})

const shots = process.env.FOYER_DEMO_SHOTS
for (const width of [1280, 375, 360]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the demo page at ${width} px, ${theme}: no axe violations, nothing wider than the page`, async ({
      page,
      wallet,
    }) => {
      expect(wallet.address).toMatch(/^0x/)
      // Three axe runs' worth of page on a busy two-core machine.
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 900 })
      const ui = demo(page)
      await page.goto(theme === 'dark' ? '/?theme=dark' : '/')
      await ui.connect()
      await expect(ui.testFundsButton).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Dev chain tokens' })).toBeVisible()
      await expect(page.getByText('FUSD').first()).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
      // Each segmented control (theme, corner radius, …) keeps its choices on one line.
      const lines = await page
        .locator('.segmented')
        .evaluateAll((groups) =>
          groups.map(
            (group) =>
              new Set(
                [...group.querySelectorAll('button')].map((b) => b.getBoundingClientRect().top),
              ).size,
          ),
        )
      expect(lines.length).toBeGreaterThan(0)
      expect(lines.every((count) => count === 1)).toBe(true)
      await expectNoAxeViolations(page)
      if (shots) {
        mkdirSync(shots, { recursive: true })
        await page.screenshot({ path: `${shots}/demo-${width}-${theme}.png`, fullPage: true })
      }
    })
  }
}
