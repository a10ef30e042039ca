import { ERROR_ANALYTICS_PER_MINUTE, ERROR_ANALYTICS_WINDOW_MS } from '@foyer/protocol'
import type { Page } from '@playwright/test'
import { demo } from './demo'
import { expect, type TestWallet, test } from './fixtures'

// The stack runs with ANALYTICS_ENABLED=true (playwright.config.ts): the dev project's analytics
// is on, so the kit's analytics switch alone decides.

/** What the page asks of the analytics routes: config reads, and each error event with its answer. */
function watchAnalytics(page: Page) {
  const configReads: string[] = []
  const events: { body: unknown; status: number; accepted: unknown }[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/getAnalyticsConfig') configReads.push(request.url())
  })
  page.on('response', async (response) => {
    const request = response.request()
    if (new URL(response.url()).pathname !== '/e' || request.method() !== 'POST') return
    const answer = (await response.json()) as { accepted?: unknown }
    events.push({
      body: request.postDataJSON(),
      status: response.status(),
      accepted: answer.accepted,
    })
  })
  return { configReads, events }
}

/** Fails a wallet connection by a wallet that never answers: a kit error, logged and reported. */
async function failConnection(page: Page, wallet: TestWallet, first: boolean) {
  const ui = demo(page)
  await wallet.hangNextConnect()
  if (first) {
    await ui.connectButton.click()
    await ui.walletButton().click()
  } else {
    await ui.dialog('Foyer Test Wallet').getByRole('button', { name: 'Try again' }).click()
  }
  await expect(ui.dialog('Foyer Test Wallet').getByRole('alert')).toHaveText('Failed to connect')
}

test.describe('error analytics', () => {
  test('sends each kit error to POST /e, at most 5 a minute', async ({ page, wallet }) => {
    test.setTimeout(ERROR_ANALYTICS_WINDOW_MS + 60_000)
    // The server caps each client (project and address) over a sliding minute, and every spec
    // reaches it from 127.0.0.1 with the dev project: the errors an earlier spec's page reported
    // must leave the window before this page's five are counted.
    await page.waitForTimeout(ERROR_ANALYTICS_WINDOW_MS)
    const seen = watchAnalytics(page)
    await page.goto('/?connectTimeoutMs=300')
    const failures = ERROR_ANALYTICS_PER_MINUTE + 2
    for (let index = 0; index < failures; index++) await failConnection(page, wallet, index === 0)
    await expect.poll(() => seen.events.length).toBe(ERROR_ANALYTICS_PER_MINUTE)
    // The config is read once; each event is the kit's words, stored by the server.
    expect(seen.configReads).toHaveLength(1)
    for (const event of seen.events) {
      expect(event).toMatchObject({ status: 202, accepted: true })
      expect(event.body).toMatchObject({
        type: 'error',
        event: 'ERROR',
        properties: { message: 'Wallet connection failed', sdkType: 'foyer' },
      })
    }
    // The two beyond the cap are dropped by the kit, not sent to be refused.
    await page.waitForTimeout(500)
    expect(seen.events).toHaveLength(ERROR_ANALYTICS_PER_MINUTE)
  })

  test('with the analytics switch off, sends nothing, not even the config request', async ({
    page,
    wallet,
  }) => {
    const seen = watchAnalytics(page)
    await page.goto('/?connectTimeoutMs=300&analytics=off')
    await failConnection(page, wallet, true)
    await failConnection(page, wallet, false)
    await page.waitForTimeout(500)
    expect(seen.configReads).toEqual([])
    expect(seen.events).toEqual([])
  })
})
