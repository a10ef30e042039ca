import { demo } from './demo'
import { expect, test } from './fixtures'
import { CHAIN_A_ID, CHAIN_B_ID, CHAIN_RPC_URLS } from './stack'

test.describe('a wallet that does not know chain B yet', () => {
  test.use({ walletOptions: { knownChainIds: [CHAIN_A_ID] } })

  test('switching adds the network to the wallet, which switches to it', async ({
    page,
    wallet,
  }) => {
    const ui = demo(page)
    await ui.open()
    await ui.connect()
    await page.getByRole('button', { name: 'Switch to Foyer Dev B' }).click()
    await expect(page.getByTestId('account-network')).toHaveText('Foyer Dev B')
    expect(await wallet.chainId()).toBe(CHAIN_B_ID)
    const requests = await wallet.requests()
    // The switch fails with 4902 (unknown chain), then the chain is added, which switches.
    expect(requests.indexOf('wallet_switchEthereumChain')).toBeGreaterThanOrEqual(0)
    expect(requests.indexOf('wallet_addEthereumChain')).toBeGreaterThan(
      requests.indexOf('wallet_switchEthereumChain'),
    )
  })
})

test.describe('a wallet on a network the page does not configure', () => {
  const UNCONFIGURED = 4_242
  test.use({
    walletOptions: {
      initialChainId: UNCONFIGURED,
      extraChains: [{ id: UNCONFIGURED, rpcUrl: CHAIN_RPC_URLS[CHAIN_A_ID] ?? '' }],
    },
  })

  test('shows Unsupported chain, and switching away closes it', async ({ page, wallet }) => {
    const ui = demo(page)
    await ui.open()
    await ui.connectButton.click()
    await ui.walletButton().click()
    const unsupported = ui.dialog('Unsupported chain')
    await expect(unsupported).toBeVisible()
    await expect(page.getByTestId('account-network')).toHaveText('Unsupported network')
    await unsupported.getByRole('button', { name: 'Foyer Dev A' }).click()
    await expect(unsupported).toBeHidden()
    await expect(page.getByTestId('account-network')).toHaveText('Foyer Dev A')
    expect(await wallet.chainId()).toBe(CHAIN_A_ID)
  })

  test('offers a disconnect instead', async ({ page, wallet }) => {
    const ui = demo(page)
    await ui.open()
    await ui.connectButton.click()
    await ui.walletButton().click()
    await ui.dialog('Unsupported chain').getByRole('button', { name: 'Disconnect' }).click()
    await expect(ui.connectButton).toBeVisible()
    expect(await wallet.connected()).toBe(false)
  })
})
