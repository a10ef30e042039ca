import { expect, type Locator, type Page } from '@playwright/test'
import { formatEther } from 'viem'

/** The demo page as a visitor sees it. */
export function demo(page: Page) {
  const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
  const dialog = (name: string | RegExp): Locator => page.getByRole('dialog', { name })
  const walletButton = () =>
    dialog('Connect Wallet').getByRole('button', { name: /Foyer Test Wallet/ })
  return {
    connectButton,
    dialog,
    walletButton,
    /** The connect button once connected: it shows the truncated address. */
    accountButton: (address: string) =>
      page.getByRole('button', { name: `${address.slice(0, 6)}…${address.slice(-4)}` }),
    async open() {
      await page.goto('/')
      await expect(connectButton).toBeVisible()
    },
    /** A feature switch of the playground (a toggle with the switch role, named as the option). */
    featureSwitch: (name: string) => page.getByRole('switch', { name, exact: true }),
    /** A choice of a segmented control of the playground (Light, Dark, Auto; None, Small…). */
    choice: (name: string) => page.getByRole('button', { name, exact: true }),
    /** The code of the playground's configuration. */
    code: page.getByTestId('config-code'),
    /** On the dev stack, for a connected account on a dev chain. */
    testFundsButton: page.getByRole('button', { name: 'Get test funds' }),
    /** Opens the modal and goes to All wallets: the dialog and its wallet tiles. */
    async openAllWallets() {
      await connectButton.click()
      await dialog('Connect Wallet')
        .getByRole('button', { name: /All wallets/ })
        .click()
      const all = dialog('All wallets')
      return { all, tiles: all.getByRole('list', { name: 'All wallets' }).getByRole('button') }
    },
    async connect() {
      await connectButton.click()
      await walletButton().click()
      await expect(page.getByTestId('account-status')).toHaveText('connected')
    },
  }
}

/** A balance as the Account view shows it: at most 4 decimals, trailing zeros dropped. */
export function shownBalance(wei: bigint, symbol = 'ETH'): string {
  const [whole, fraction = ''] = formatEther(wei).split('.')
  const trimmed = fraction.slice(0, 4).replace(/0+$/, '')
  return `${trimmed ? `${whole}.${trimmed}` : whole} ${symbol}`
}
