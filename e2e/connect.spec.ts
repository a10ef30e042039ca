import { demo } from './demo'
import { expect, test } from './fixtures'

test.describe('connect a browser wallet', () => {
  test('lists the announced wallet once and connects it', async ({ page, wallet }) => {
    const ui = demo(page)
    await ui.open()
    await ui.connectButton.click()
    await expect(ui.dialog('Connect Wallet')).toBeVisible()
    // Announced twice and also on window.ethereum: listed once.
    await expect(ui.walletButton()).toHaveCount(1)
    await ui.walletButton().click()
    await expect(ui.dialog('Connect Wallet')).toBeHidden()
    await expect(ui.accountButton(wallet.address)).toBeVisible()
    await expect(page.getByTestId('account-address')).toHaveText(wallet.address)
    expect(await wallet.connected()).toBe(true)
  })

  test('a rejection shows Connection rejected, and retry connects', async ({ page, wallet }) => {
    const ui = demo(page)
    await ui.open()
    await wallet.rejectNextConnect()
    await ui.connectButton.click()
    await ui.walletButton().click()
    const connecting = ui.dialog('Foyer Test Wallet')
    await expect(connecting.getByRole('alert')).toHaveText('Connection rejected')
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await expect(connecting).toBeHidden()
    await expect(ui.accountButton(wallet.address)).toBeVisible()
  })

  test('a wallet that never answers times out with a retry', async ({ page, wallet }) => {
    const ui = demo(page)
    await page.goto('/?connectTimeoutMs=1500')
    await wallet.hangNextConnect()
    await ui.connectButton.click()
    await ui.walletButton().click()
    const connecting = ui.dialog('Foyer Test Wallet')
    await expect(connecting.getByText('Continue in Foyer Test Wallet')).toBeVisible()
    await expect(connecting.getByRole('alert')).toHaveText('Failed to connect')
    await expect(connecting.getByText('Foyer Test Wallet did not answer')).toBeVisible()
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await expect(ui.accountButton(wallet.address)).toBeVisible()
  })

  test('the wallet is remembered as recent after a reload', async ({ page, wallet }) => {
    const ui = demo(page)
    await ui.open()
    await ui.connect()
    await page.reload()
    // wagmi reconnects the wallet by itself after the reload.
    await expect(ui.accountButton(wallet.address)).toBeVisible()
    await ui.accountButton(wallet.address).click()
    await ui.dialog('Account').getByRole('button', { name: 'Disconnect' }).click()
    await ui.connectButton.click()
    await expect(ui.walletButton()).toHaveAccessibleName(/Recent/)
  })

  test('a disconnect from the wallet side returns the page to Connect', async ({
    page,
    wallet,
  }) => {
    const ui = demo(page)
    await ui.open()
    await ui.connect()
    await wallet.disconnect()
    await expect(ui.connectButton).toBeVisible()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  })
})
