import type { Request } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { demo } from './demo'
import { expect, test } from './fixtures'
import { DEMO_PORT } from './stack'

const isGetWallets = (request: Request) => new URL(request.url()).pathname === '/getWallets'

test('Connect shows featured and recommended wallets and the All wallets count', async ({
  page,
  wallet,
}) => {
  const ui = demo(page)
  await ui.open()
  await ui.connectButton.click()
  const connect = ui.dialog('Connect Wallet')
  const rows = connect.getByRole('list', { name: 'Wallets' }).getByRole('listitem')
  // The remote-wallet connector first, then installed, the demo's featured wallets (MetaMask,
  // Rainbow) and 4 recommended.
  await expect(rows.first()).toHaveText(/WalletConnect/)
  await expect(rows.nth(1)).toHaveText(/Foyer Test Wallet/)
  await expect(rows.nth(2)).toHaveText('MetaMask')
  await expect(rows.nth(3)).toHaveText('Rainbow')
  await expect(rows).toHaveCount(1 + 1 + 2 + 4 + 1)
  await expect(connect.getByRole('button', { name: /All wallets/ })).toHaveText(/All wallets\s*70/)
  expect(wallet.address).toMatch(/^0x/)
})

test('All wallets: pages, a debounced search, and the installed wallet once', async ({
  page,
  wallet,
}) => {
  const ui = demo(page)
  await ui.open()
  const { all, tiles } = await ui.openAllWallets()
  await expect(tiles).toHaveCount(1 + 40)
  await expect(all.getByRole('button', { name: 'Foyer Test Wallet' })).toHaveCount(1)
  await expectNoAxeViolations(page)

  // Scrolling to the end loads page 2.
  const page2 = page.waitForRequest(
    (r) => isGetWallets(r) && new URL(r.url()).searchParams.get('page') === '2',
  )
  await tiles.last().scrollIntoViewIfNeeded()
  await page2
  await expect(tiles).toHaveCount(1 + 70)

  // Typing sends one search request, after typing stops.
  const searches: string[] = []
  page.on('request', (r) => {
    const search = isGetWallets(r) ? new URL(r.url()).searchParams.get('search') : null
    if (search !== null) searches.push(search)
  })
  await all
    .getByRole('searchbox', { name: 'Search wallets' })
    .pressSequentially('rain', { delay: 60 })
  await expect(all.getByRole('button', { name: 'Rainbow' })).toBeVisible()
  await expect(tiles).toHaveCount(1)
  expect(searches).toEqual(['rain'])

  // A directory wallet that is not installed pairs by WalletConnect: the QR code, its app link
  // carrying the pairing URI, and where to get it.
  await all.getByRole('button', { name: 'Rainbow' }).click()
  const rainbow = ui.dialog('Rainbow')
  await expect(rainbow.getByRole('img', { name: 'WalletConnect pairing code' })).toBeVisible()
  await expect(rainbow.getByRole('link', { name: 'Open Rainbow' })).toHaveAttribute(
    'href',
    /^rainbow:\/\/wc\?uri=wc%3A/,
  )
  await rainbow.getByRole('button', { name: "Don't have Rainbow? Get it" }).click()
  await expect(rainbow.getByText('Rainbow is not installed in this browser.')).toBeVisible()
  await expect(rainbow.getByRole('link', { name: 'Website' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
  await rainbow.getByRole('button', { name: 'Back' }).click()
  await rainbow.getByRole('button', { name: 'Back' }).click()

  // Clear the search and connect the installed wallet from the grid.
  await all.getByRole('searchbox', { name: 'Search wallets' }).fill('')
  await all.getByRole('button', { name: 'Foyer Test Wallet' }).click()
  await expect(ui.accountButton(wallet.address)).toBeVisible()
})

test('arrow keys move between wallet tiles', async ({ page, wallet }) => {
  const ui = demo(page)
  await ui.open()
  const { tiles } = await ui.openAllWallets()
  await expect(tiles).toHaveCount(41)
  await tiles.first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(tiles.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(tiles.nth(5)).toBeFocused()
  await page.keyboard.press('End')
  // The 41st tile (the first page and the installed wallet); reaching it may load page 2.
  await expect(tiles.nth(40)).toBeFocused()
  expect(wallet.address).toMatch(/^0x/)
})

test('legalCheckbox blocks connecting until the terms are accepted', async ({ page, wallet }) => {
  const ui = demo(page)
  await page.goto('/?legalCheckbox=on')
  await ui.connectButton.click()
  const connect = ui.dialog('Connect Wallet')
  await expect(connect.getByRole('link', { name: 'Terms of Service' })).toBeVisible()
  await expect(connect.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
  await expect(ui.walletButton()).toBeDisabled()
  await connect.getByRole('checkbox').check()
  await ui.walletButton().click()
  await expect(ui.accountButton(wallet.address)).toBeVisible()
})

test('collapseWallets puts the wallets behind one button', async ({ page, wallet }) => {
  const ui = demo(page)
  await page.goto('/?collapseWallets=on')
  await ui.connectButton.click()
  await expect(ui.walletButton()).toHaveCount(0)
  await ui.dialog('Connect Wallet').getByRole('button', { name: 'Continue with a wallet' }).click()
  // The wallets view (same title) opens, with a way back.
  await expect(ui.dialog('Connect Wallet').getByRole('button', { name: 'Back' })).toBeVisible()
  await ui.walletButton().click()
  await expect(ui.accountButton(wallet.address)).toBeVisible()
})

test('an origin that is not allowed gets a clear alert', async ({ page }) => {
  // 127.0.0.1 is not among the dev project's allowed origins (foyer.localhost and localhost are).
  await page.goto(`http://127.0.0.1:${DEMO_PORT}/`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    `http://127.0.0.1:${DEMO_PORT} is not on this project's allowed origins`,
  )
})

test('on a 360 px phone every wallet tile lies inside the dialog', async ({ page, wallet }) => {
  expect(wallet.address).toMatch(/^0x/)
  await page.setViewportSize({ width: 360, height: 740 })
  const ui = demo(page)
  await ui.open()
  const { all, tiles } = await ui.openAllWallets()
  await expect(tiles).toHaveCount(1 + 40)
  const dialogBox = await all.boundingBox()
  const boxes = await tiles.evaluateAll((nodes) =>
    nodes.map((node) => {
      const { left, right } = node.getBoundingClientRect()
      return { left, right }
    }),
  )
  if (!dialogBox) throw new Error('no dialog layout')
  for (const { left, right } of boxes) {
    expect(left).toBeGreaterThanOrEqual(dialogBox.x)
    expect(right).toBeLessThanOrEqual(dialogBox.x + dialogBox.width)
  }
})
