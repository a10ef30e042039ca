import { expect } from '@playwright/test'
import { connectButton, dialog, openDemo, testWalletButton, type ViewGroup } from './walk'

/** The test wallet a directory wallet's views are shown for: a featured wallet of the demo. */
const DIRECTORY_WALLET = 'Rainbow'

/**
 * The views of a visitor who is not connected, from the Connect view: All wallets, WalletConnect's
 * pairing code, a directory wallet's pairing code and its downloads, the social providers behind
 * More, Farcaster's code, and last the browser wallet waiting for the visitor (it never answers:
 * `?connectTimeoutMs` keeps the view waiting rather than timing out mid-check).
 */
export const connectViews: ViewGroup = {
  name: 'connect views',
  views: [
    'Connect',
    'AllWallets',
    'ConnectingWalletConnect',
    'Downloads',
    'ConnectSocials',
    'ConnectingFarcaster',
    'ConnectingExternal',
  ],
  async walk({ page, s, visit, wallet }) {
    if (!wallet) throw new Error('connect views need the injected test wallet')
    await openDemo(page, s, '/?connectTimeoutMs=600000')
    await connectButton(page, s).click()
    const connect = dialog(page, s.connectWallet)
    await expect(testWalletButton(page)).toBeVisible()
    await expect(connect.getByRole('button', { name: s.allWallets })).toBeVisible()
    await visit('Connect', connect, page)

    await connect.getByRole('button', { name: s.allWallets }).click()
    const all = dialog(page, s.allWallets)
    await expect(all.getByRole('list', { name: s.allWallets }).getByRole('button')).toHaveCount(
      1 + 40,
    )
    await visit('AllWallets', all, page)
    await all.getByRole('button', { name: s.back, exact: true }).first().click()

    await connect.getByRole('button', { name: s.walletConnect, exact: true }).click()
    const pairing = dialog(page, s.walletConnect)
    await expect(pairing.getByRole('img', { name: s.pairingCode })).toBeVisible({
      timeout: 20_000,
    })
    await visit('ConnectingWalletConnect', pairing, page)
    await pairing.getByRole('button', { name: s.back, exact: true }).first().click()

    await connect.getByRole('button', { name: DIRECTORY_WALLET }).first().click()
    const directory = dialog(page, DIRECTORY_WALLET)
    await expect(directory.getByRole('img', { name: s.pairingCode })).toBeVisible({
      timeout: 20_000,
    })
    await directory.getByRole('button', { name: s.getWallet(DIRECTORY_WALLET) }).click()
    await expect(directory.getByText(s.notInstalled(DIRECTORY_WALLET))).toBeVisible()
    await visit('Downloads', directory, page)
    await directory.getByRole('button', { name: s.back, exact: true }).first().click()
    await directory.getByRole('button', { name: s.back, exact: true }).first().click()

    await connect.getByRole('button', { name: s.moreSocialsLabel }).click()
    const socials = dialog(page, s.socialSignIn)
    await expect(
      socials.getByRole('button', { name: s.continueWith(s.socialNames.farcaster) }),
    ).toBeVisible()
    await visit('ConnectSocials', socials, page)
    await socials.getByRole('button', { name: s.continueWith(s.socialNames.farcaster) }).click()
    const farcaster = dialog(page, s.socialNames.farcaster)
    await expect(farcaster.getByRole('img', { name: s.farcasterCode })).toBeVisible({
      timeout: 20_000,
    })
    await visit('ConnectingFarcaster', farcaster, page)
    await farcaster.getByRole('button', { name: s.back, exact: true }).first().click()
    await socials.getByRole('button', { name: s.back, exact: true }).first().click()

    await wallet.hangNextConnect()
    await testWalletButton(page).click()
    const connecting = dialog(page, 'Foyer Test Wallet')
    await expect(connecting.getByText(s.continueIn('Foyer Test Wallet'))).toBeVisible()
    await visit('ConnectingExternal', connecting, page)
  },
}

/** The wallets behind one button (`collapseWallets`): ConnectWallets, titled as Connect. */
export const connectWalletsView: ViewGroup = {
  name: 'collapsed wallets view',
  views: ['ConnectWallets'],
  async walk({ page, s, visit, wallet }) {
    if (!wallet) throw new Error('the wallets view needs the injected test wallet')
    await openDemo(page, s, '/?collapseWallets=on')
    await connectButton(page, s).click()
    await dialog(page, s.connectWallet).getByRole('button', { name: s.continueWithWallet }).click()
    const wallets = dialog(page, s.connectWallet)
    await expect(wallets.getByRole('button', { name: s.back, exact: true }).first()).toBeVisible()
    await expect(testWalletButton(page)).toBeVisible()
    await visit('ConnectWallets', wallets, page)
  },
}
