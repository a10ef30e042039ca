import { demo } from './demo'
import { expect, test } from './fixtures'

const isGetWallets = (url: URL) => url.pathname === '/getWallets'

test('a failed wallet directory shows an inline error, and Try again loads it', async ({
  page,
  wallet,
}) => {
  let failing = true
  await page.route(isGetWallets, (route) =>
    failing ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  )
  const ui = demo(page)
  await ui.open()
  await ui.connectButton.click()
  const connect = ui.dialog('Connect Wallet')
  const error = connect.getByTestId('foyer-wallets-error')
  await expect(error.getByRole('alert')).toHaveText(/Could not load wallets/)
  // The installed wallet still shows: only the directory failed.
  await expect(ui.walletButton()).toBeVisible()
  await expect(connect.getByRole('button', { name: 'MetaMask' })).toHaveCount(0)

  failing = false
  await error.getByRole('button', { name: 'Try again' }).click()
  await expect(connect.getByRole('button', { name: 'MetaMask' })).toBeVisible()
  await expect(connect.getByRole('button', { name: /All wallets/ })).toBeVisible()
  await expect(error).toHaveCount(0)
  expect(wallet.address).toMatch(/^0x/)
})

test('without a browser wallet: "No browser wallet found" with install links, no dead entry', async ({
  page,
}) => {
  const ui = demo(page)
  await ui.open()
  await ui.connectButton.click()
  const connect = ui.dialog('Connect Wallet')
  const notice = connect.getByTestId('foyer-no-browser-wallet')
  await expect(notice).toContainText('No browser wallet found')
  const links = notice.getByRole('list', { name: 'Install a wallet' }).getByRole('link')
  await expect(links.first()).toBeVisible()
  await expect(links.first()).toHaveAccessibleName(/^Install /)
  await expect(links.first()).toHaveAttribute('href', /^https:\/\//)
  await expect(links.first()).toHaveAttribute('target', '_blank')
  await expect(connect.getByRole('button', { name: /Injected/ })).toHaveCount(0)
})

test('the connected button shows the balance and a network button that opens Networks', async ({
  page,
  wallet,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const ui = demo(page)
  await ui.open()
  await ui.connect()
  const account = ui.accountButton(wallet.address)
  await expect(account).toHaveAccessibleName(/ETH/)
  await expect(account).toContainText('ETH')
  const network = page.getByRole('button', { name: /^Network: / })
  await expect(network).toBeVisible()
  await expect(network).toContainText(/Foyer Dev/)
  await network.click()
  await expect(ui.dialog('Choose network')).toBeVisible()
})

test('the dialog eases its height between views, and not under reduced motion', async ({
  page,
  wallet,
}) => {
  const ui = demo(page)
  await ui.open()
  await ui.connectButton.click()
  const dialog = ui.dialog('Connect Wallet')
  const transition = () =>
    dialog.evaluate((element) => getComputedStyle(element).transitionDuration)
  expect(await transition()).not.toBe('0s')
  // The box follows its content: set to the view's height, which it then tracks.
  await dialog.getByRole('button', { name: /All wallets/ }).click()
  const all = ui.dialog('All wallets')
  await expect(all.getByRole('searchbox')).toBeVisible()

  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await all.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s')
  expect(wallet.address).toMatch(/^0x/)
})
