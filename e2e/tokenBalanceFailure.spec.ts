import { demo } from './demo'
import { expect, test } from './fixtures'
import { pauseChain } from './pauseChain'
import { CHAIN_B_ID, CHAIN_RPC_URLS } from './stack'

/** docs/product.md#constants: after a token balance failure, a retry is blocked for 30 s. */
const RETRY_BLOCK_MS = 30_000
/** The API gives a node 10 s per attempt and retries 3 times (docs/product.md#constants) before answering 502. */
const API_GIVES_UP_MS = 4 * 10_000 + 150 + 300 + 600

test.use({ walletOptions: { accountIndex: 8, initialChainId: CHAIN_B_ID } })

test('chain B stopped: Token Balance Unavailable, and no balance request for 30 s', async ({
  page,
  wallet,
}) => {
  test.setTimeout(API_GIVES_UP_MS + 60_000)
  const ui = demo(page)
  const balanceRequests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (
      url.pathname.endsWith('/balance') &&
      url.searchParams.get('chainId') === `eip155:${CHAIN_B_ID}`
    ) {
      balanceRequests.push(request.url())
    }
  })
  await page.clock.install()
  await ui.open()
  await ui.connect()

  const resume = pauseChain(Number(new URL(CHAIN_RPC_URLS[CHAIN_B_ID] ?? '').port))
  try {
    await ui.accountButton(wallet.address).click()
    const account = ui.dialog('Account')
    await expect(page.getByText('Token Balance Unavailable')).toBeVisible({
      timeout: API_GIVES_UP_MS + 10_000,
    })
    const failed = balanceRequests.length
    expect(failed).toBeGreaterThan(0)

    // Refresh within the block: no request leaves the page.
    const refresh = account.getByRole('button', { name: 'Refresh' })
    await refresh.click()
    await page.clock.fastForward(RETRY_BLOCK_MS - 2_000)
    await refresh.click()
    await expect(account.getByTestId('foyer-balance-retry')).toBeVisible()
    expect(balanceRequests).toHaveLength(failed)

    // Past the block, with the chain back, a refresh asks again and gets the balances.
    resume()
    await page.clock.fastForward(3_000)
    await refresh.click()
    await expect.poll(() => balanceRequests.length).toBeGreaterThan(failed)
    await expect(account.getByTestId('foyer-total-balance')).toContainText('$')
  } finally {
    resume()
  }
})
