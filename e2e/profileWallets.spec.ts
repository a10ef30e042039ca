import { SOLANA_DEV_CHAIN } from '@foyer/protocol'
import type { Page } from '@playwright/test'
import { en } from '../packages/react/src/locale/en'
import { demo } from './demo'
import { expect, test } from './fixtures'
import { SOLANA_RPC_URL } from './stack'

// Issue 22, profile wallets (docs/product.md#profile-wallets): with the multiWallet feature (the
// demo's `?multiWallet=on`) a visitor keeps the EVM test wallet and the Solana test wallet
// connected at once, switches the active one and disconnects one while the other stays. A wallet
// added (Add wallet, from ProfileWallets or Account) brings the modal back to ProfileWallets.

test.use({
  multichainWalletOptions: { solana: { rpcUrls: { [SOLANA_DEV_CHAIN]: SOLANA_RPC_URL } } },
})

const s = en.profileWallets
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
/** The kit's account button (its name starts with the short address; the rows' buttons do not). */
const kitButton = (page: Page, address: string) =>
  page.getByRole('button', { name: new RegExp(`^${short(address)}`) })

test('an EVM and a Solana wallet at once: add one from ProfileWallets, switch, disconnect one', async ({
  page,
  wallet,
  multichainWallets,
}) => {
  const ui = demo(page)
  await page.goto('/?multiWallet=on')
  await expect(ui.connectButton).toBeVisible()
  await expect(ui.featureSwitch('multiWallet')).toBeChecked()
  const solana = await multichainWallets.solanaAddress()

  // The EVM test wallet first (a first connection: the modal closes), then ProfileWallets.
  await ui.connect()
  await expect(ui.dialog(en.connectWallet)).toBeHidden()
  await kitButton(page, wallet.address).click()
  await ui
    .dialog(en.account)
    .getByRole('button', { name: `${s.open} ${s.count(1)}` })
    .click()
  const view = ui.dialog(s.title)
  const rows = view.getByTestId('foyer-profile-wallet')
  await expect(rows).toHaveCount(1)
  const add = view.getByRole('button', { name: s.add })
  // Focus starts on Add wallet; by keyboard: Add wallet, Back (Escape) returns here, again.
  await expect(add).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(ui.dialog(en.connectWallet)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(rows).toHaveCount(1)
  await add.focus()
  await page.keyboard.press('Enter')
  const solanaRow = ui.dialog(en.connectWallet).getByRole('button', { name: /Foyer Test Solana/ })
  await solanaRow.focus()
  await page.keyboard.press('Enter')

  // Connected: the modal comes back to ProfileWallets (it does not close), both listed, the
  // Solana wallet (connected last) active, focus on Add wallet.
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('Foyer Test Wallet')
  await expect(rows.nth(0)).toContainText(short(wallet.address))
  await expect(rows.nth(0)).toContainText('EVM · Foyer Dev A')
  await expect(rows.nth(1)).toContainText('Foyer Test Solana')
  await expect(rows.nth(1)).toContainText(short(solana))
  await expect(rows.nth(1)).toContainText(en.namespaceNames.solana)
  await expect(rows.nth(1)).toHaveAttribute('data-active', 'true')
  await expect(add).toBeFocused()
  expect(await wallet.connected()).toBe(true)

  // Switch to the EVM wallet: the kit's account (the button) becomes its.
  await view
    .getByRole('button', { name: s.switchToWallet('Foyer Test Wallet', short(wallet.address)) })
    .click()
  await expect(rows.nth(0)).toHaveAttribute('data-active', 'true')
  await expect(rows.nth(1)).toHaveAttribute('data-active', 'false')

  // Disconnect the Solana wallet, by keyboard: the EVM wallet stays connected and active.
  await view
    .getByRole('button', { name: s.disconnectWallet('Foyer Test Solana', short(solana)) })
    .focus()
  await page.keyboard.press('Enter')
  await expect(rows).toHaveCount(1)
  await expect(rows.nth(0)).toContainText('Foyer Test Wallet')
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  expect(await wallet.connected()).toBe(true)
  expect((await multichainWallets.requests()).solana).toContain('standard:disconnect')
  // Closed, the kit's account button shows the EVM wallet's address.
  await view.getByRole('button', { name: en.close }).click()
  await expect(kitButton(page, wallet.address)).toBeVisible()

  // Add the Solana wallet again, from the Account view's Add wallet: back in ProfileWallets
  // (Back: the Account view), then disconnect the active one (Solana): the EVM wallet becomes
  // the active one.
  await kitButton(page, wallet.address).click()
  await ui.dialog(en.account).getByRole('button', { name: s.add }).click()
  await ui
    .dialog(en.connectWallet)
    .getByRole('button', { name: /Foyer Test Solana/ })
    .click()
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toHaveAttribute('data-active', 'true')
  await view
    .getByRole('button', { name: s.disconnectWallet('Foyer Test Solana', short(solana)) })
    .click()
  await expect(rows).toHaveCount(1)
  await expect(rows.nth(0)).toHaveAttribute('data-active', 'true')
  await view.getByRole('button', { name: en.back }).click()
  await expect(ui.dialog(en.account)).toBeVisible()
  await ui
    .dialog(en.account)
    .getByRole('button', { name: `${s.open} ${s.count(1)}` })
    .click()

  // The last one: disconnected, the modal closes.
  await view
    .getByRole('button', { name: s.disconnectWallet('Foyer Test Wallet', short(wallet.address)) })
    .click()
  await expect(ui.connectButton).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('without multiWallet the Account view offers neither Wallets nor Add wallet', async ({
  page,
  wallet,
}) => {
  const ui = demo(page)
  await ui.open()
  await expect(ui.featureSwitch('multiWallet')).not.toBeChecked()
  await ui.connect()
  await kitButton(page, wallet.address).click()
  const account = ui.dialog(en.account)
  await expect(account.getByRole('button', { name: en.disconnect, exact: true })).toBeVisible()
  await expect(account.getByRole('button', { name: s.add })).toHaveCount(0)
  await expect(account.getByRole('button', { name: new RegExp(`^${s.open}`) })).toHaveCount(0)
})
