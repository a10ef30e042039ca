import { expect } from '@playwright/test'
import {
  accountButton,
  connectButton,
  dialog,
  openDemo,
  testWalletButton,
  type ViewGroup,
} from './walk'

const ZONE = 'foyer.id'

/**
 * The views of a visitor connected with the browser wallet, which answers every request by
 * itself: sign in with the wallet (SIWX, optional), Account, the networks and a declined switch,
 * Send with its token list and review, Receive, and a name registered from start to success.
 * The wallet's account must hold no name yet (each walk has its own account: see the specs).
 */
export const accountViews: ViewGroup = {
  name: 'account views',
  views: [
    'SIWXSignMessage',
    'Account',
    'Networks',
    'SwitchNetwork',
    'WalletSend',
    'WalletSendSelectToken',
    'WalletSendPreview',
    'WalletReceive',
    'ChooseAccountName',
    'RegisterAccountName',
    'RegisterAccountNameSuccess',
  ],
  async walk({ page, s, visit, wallet }) {
    if (!wallet) throw new Error('account views need the injected test wallet')
    await openDemo(page, s, '/?siwx=optional')
    await connectButton(page, s).click()
    await testWalletButton(page).click()
    const signIn = dialog(page, s.signIn)
    await expect(signIn.getByTestId('siwx-statement')).toBeVisible()
    await expect(signIn.getByRole('button', { name: s.siwxSign, exact: true })).toBeEnabled()
    await visit('SIWXSignMessage', signIn, page)
    await signIn.getByRole('button', { name: s.siwxCancel }).click()
    await expect(signIn).toBeHidden()

    const openAccount = async () => {
      await accountButton(page, wallet.address).click()
      const account = dialog(page, s.account)
      await expect(account.getByTestId('foyer-balance')).toBeVisible()
      return account
    }
    const account = await openAccount()
    await expect(account.getByTestId('foyer-token-row').first()).toBeVisible()
    await visit('Account', account, page)

    await account.getByRole('button', { name: `${s.network}: ` }).click()
    const networks = dialog(page, s.chooseNetwork)
    await expect(networks.getByRole('button', { name: 'Foyer Dev B' })).toBeVisible()
    await visit('Networks', networks, page)
    await wallet.rejectNextRequest('wallet_switchEthereumChain')
    await networks.getByRole('button', { name: 'Foyer Dev B' }).click()
    const switching = dialog(page, s.switchNetwork)
    await expect(switching.getByRole('alert')).toHaveText(s.switchDeclined)
    await visit('SwitchNetwork', switching, page)
    await switching.getByRole('button', { name: s.close }).click()
    await expect(switching).toBeHidden()

    await openAccount()
    await page.getByTestId('foyer-feature-send').click()
    const send = dialog(page, s.sendTitle)
    await expect(send.getByTestId('foyer-send-amount')).toBeVisible()
    await expect(send.getByTestId('foyer-send-token')).toBeVisible()
    await visit('WalletSend', send, page)
    await send.getByTestId('foyer-send-token').click()
    const select = dialog(page, s.selectToken)
    const tokens = select.getByRole('list', { name: s.selectToken })
    await expect(tokens.getByRole('button', { name: /FUSD/ })).toBeVisible()
    await visit('WalletSendSelectToken', select, page)
    await tokens.getByRole('button', { name: /FUSD/ }).click()
    await send.getByTestId('foyer-send-amount').fill('1')
    await send.getByTestId('foyer-send-receiver').fill(wallet.address)
    await send.getByRole('button', { name: s.review }).click()
    const preview = dialog(page, s.previewSend)
    await expect(preview.getByTestId('foyer-send-fee')).not.toBeEmpty()
    await visit('WalletSendPreview', preview, page)
    await preview.getByRole('button', { name: s.close }).click()
    await expect(preview).toBeHidden()

    await openAccount()
    await page.getByTestId('foyer-feature-receive').click()
    const receive = dialog(page, s.receiveTitle)
    await expect(receive.getByTestId('foyer-receive-address')).toHaveText(wallet.address)
    await expect(receive.getByTestId('foyer-receive-qr')).toBeVisible()
    await visit('WalletReceive', receive, page)
    await receive.getByRole('button', { name: s.close }).click()
    await expect(receive).toBeHidden()

    const named = await openAccount()
    await named.getByRole('button', { name: s.chooseName }).click()
    const choose = dialog(page, s.chooseAccountName)
    await expect(choose.getByRole('button', { name: s.chooseName })).toBeVisible()
    await visit('ChooseAccountName', choose, page)
    await choose.getByRole('button', { name: s.chooseName }).click()
    const register = dialog(page, s.registerAccountName)
    const label = `views-${Date.now().toString(36)}`
    const field = register.getByTestId('foyer-name-input')
    await field.fill(label)
    await expect(register.getByTestId('foyer-name-status')).toHaveText(
      s.nameAvailable(`${label}.${ZONE}`),
    )
    await expect(register.getByTestId('foyer-name-suggestion').first()).toBeVisible()
    await visit('RegisterAccountName', register, page)
    await field.press('Enter')
    const success = dialog(page, s.nameRegistered)
    await expect(success.getByTestId('foyer-registered-name')).toHaveText(`${label}.${ZONE}`)
    await visit('RegisterAccountNameSuccess', success, page)
  },
}

/** A wallet on a network the page does not configure (the specs give it one: see the spec). */
export const UNCONFIGURED_CHAIN_ID = 4_242

/** Unsupported chain, shown as the wallet connects on a network the page does not know. */
export const unsupportedChainView: ViewGroup = {
  name: 'unsupported chain view',
  views: ['UnsupportedChain'],
  async walk({ page, s, visit, wallet }) {
    if (wallet?.options.initialChainId !== UNCONFIGURED_CHAIN_ID) {
      throw new Error(`the unsupported chain view needs a wallet on chain ${UNCONFIGURED_CHAIN_ID}`)
    }
    await openDemo(page, s)
    await connectButton(page, s).click()
    await testWalletButton(page).click()
    const unsupported = dialog(page, s.unsupportedChain)
    await expect(unsupported.getByRole('button', { name: 'Foyer Dev A' })).toBeVisible()
    await visit('UnsupportedChain', unsupported, page)
  },
}
