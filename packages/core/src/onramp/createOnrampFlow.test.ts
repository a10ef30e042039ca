// @vitest-environment node
import { testAddresses } from '@foyer/devchain'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AccountTarget } from '../account/accountTarget'
import { createApiClient } from '../api/createApiClient'
import { createLogger } from '../logger/createLogger'
import { createModal } from '../modal/createModal'
import { devChainA } from '../networks/devChains'
import { createRouter } from '../router/createRouter'
import { TEST_PROJECT_ID } from '../testing/accountTestKit'
import { createOnrampApi } from './createOnrampApi'
import { createOnrampFlow, type OnrampWindow } from './createOnrampFlow'
import { type OnrampServer, startOnrampServer } from './testing/onrampServer'

const ADDRESS = testAddresses[0] as `0x${string}`
let server: OnrampServer

beforeEach(async () => {
  server = await startOnrampServer()
})
afterEach(() => server.close())

/** A popup the browser opened: where the flow sent it, and whether it cut the opener. */
function fakePopup() {
  const popup: OnrampWindow & { closed: boolean } = {
    location: { href: 'about:blank' },
    opener: 'the dapp',
    closed: false,
    close() {
      popup.closed = true
    },
  }
  return popup
}

function setup(options: { popup?: OnrampWindow | null } = {}) {
  const target: AccountTarget = {
    address: ADDRESS,
    network: devChainA,
    key: `${ADDRESS}@${devChainA.caipNetworkId}`,
  }
  const router = createRouter({ isConnected: () => true, onClose: () => {} })
  router.reset('Account')
  let settled = 0
  const opened: (OnrampWindow | null)[] = []
  const flow = createOnrampFlow({
    api: createOnrampApi(
      createApiClient({ baseUrl: server.url, projectId: TEST_PROJECT_ID }),
      'Europe/Paris',
    ),
    target: () => target,
    router,
    modal: createModal(),
    logger: createLogger({ level: 'silent' }),
    onSettled: () => settled++,
    openWindow: () => {
      const popup = options.popup === undefined ? fakePopup() : options.popup
      opened.push(popup)
      return popup
    },
    pollMs: 10,
  })
  return { flow, router, opened, settled: () => settled }
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 300; i++) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('createOnrampFlow', () => {
  it('opens Buy with the providers, their limits, and the wallet’s network chosen', async () => {
    const { flow, router } = setup()
    flow.open()
    expect(router.get().view).toBe('Buy')
    await flow.loadOptions()
    const state = flow.get()
    expect(state.optionsStatus).toBe('ready')
    expect(state.provider).toBe('foyer-sandbox')
    expect(state.providers[0]?.feeRange).toEqual([1, 2])
    expect(state).toMatchObject({
      fiatCurrency: 'USD',
      paymentMethod: 'card',
      network: 'eip155:31337',
      token: 'native',
    })
    // Every on-ramp route is told the visitor's timezone.
    expect(server.requestsTo('options')[0]?.query.get('tz')).toBe('Europe/Paris')
    expect(server.requestsTo('options')[0]?.query.get('projectId')).toBe(TEST_PROJECT_ID)
  })

  it('refuses an amount over the card limit before any quote is asked, naming the limit', async () => {
    const { flow } = setup()
    flow.open()
    await flow.loadOptions()
    flow.setAmount('7500.01')
    await flow.requestQuote()
    expect(flow.get().error).toEqual({
      code: 'ONRAMP_AMOUNT_TOO_HIGH',
      params: { method: 'card', max: '7500.00', currency: 'USD' },
    })
    flow.setAmount('9.99')
    await flow.requestQuote()
    expect(flow.get().error?.code).toBe('ONRAMP_AMOUNT_TOO_LOW')
    flow.setAmount('ten')
    await flow.requestQuote()
    expect(flow.get().error?.code).toBe('INVALID_AMOUNT')
    expect(server.requestsTo('quote')).toHaveLength(0)
    // By bank, the same amount is within its limit (25,000.00).
    flow.setPaymentMethod('bank')
    flow.setAmount('7500,01')
    await flow.requestQuote()
    expect(flow.get().step).toBe('quoted')
    expect(server.requestsTo('quote')[0]?.body).toMatchObject({
      fiatAmount: '7500.01',
      paymentMethod: 'bank',
      provider: 'foyer-sandbox',
      network: 'eip155:31337',
      token: 'native',
    })
  })

  it('keeps the mocked quote’s estimate flag, and a changed choice drops the quote', async () => {
    server.estimateQuotes(true)
    const { flow } = setup()
    flow.open()
    await flow.loadOptions()
    flow.setAmount('50')
    await flow.requestQuote()
    expect(flow.get().quote?.estimate).toBe(true)
    flow.setFiatCurrency('EUR')
    expect(flow.get()).toMatchObject({ step: 'form', quote: undefined, fiatCurrency: 'EUR' })
  })

  it('says why a quote failed in the API’s code', async () => {
    server.fail('quote', 400, 'ONRAMP_TOKEN_UNAVAILABLE')
    const { flow } = setup()
    flow.open()
    await flow.loadOptions()
    flow.setAmount('50')
    await flow.requestQuote()
    expect(flow.get()).toMatchObject({ step: 'form', error: { code: 'ONRAMP_TOKEN_UNAVAILABLE' } })
  })

  it('hands off in a popup cut from the page, then follows the purchase until delivered', async () => {
    const { flow, router, opened, settled } = setup()
    flow.open()
    await flow.loadOptions()
    flow.setAmount('50')
    await flow.requestQuote()
    const handing = flow.handOff()
    // The popup opens within the click, before the API answers.
    expect(opened).toHaveLength(1)
    expect(router.get().view).toBe('BuyInProgress')
    expect(flow.get().step).toBe('opening')
    await handing
    const popup = opened[0]
    expect(popup?.location.href).toMatch(/\/onramp\/sandbox\/purchase0+1$/)
    expect(popup?.opener).toBeNull()
    expect(server.purchases[0]?.request).toMatchObject({ address: ADDRESS, fiatAmount: '50' })
    expect(flow.get()).toMatchObject({
      step: 'pending',
      purchase: { id: server.purchases[0]?.id, popup: true, provider: 'Foyer sandbox' },
    })
    await until(() => server.requestsTo('history').length >= 2, 'the purchase to be followed')
    expect(settled()).toBe(0)
    const purchase = server.purchases[0]
    if (!purchase) throw new Error('no purchase')
    purchase.status = 'completed'
    purchase.txHash = `0x${'ab'.repeat(32)}`
    await until(() => flow.get().step === 'completed', 'the delivery')
    expect(flow.get().purchase?.txHash).toBe(purchase.txHash)
    expect(settled()).toBe(1)
    const asked = server.requestsTo('history').length
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requestsTo('history')).toHaveLength(asked)
    flow.finish()
    expect(router.get().view).toBe('Account')
  })

  it('hands off without leaving the calling view when asked (Pay buying first)', async () => {
    const { flow, router, opened } = setup()
    flow.open()
    await flow.loadOptions()
    router.push('Pay')
    flow.setAmount('50')
    await flow.requestQuote()
    await flow.handOff({ view: false })
    expect(opened).toHaveLength(1)
    expect(router.get().view).toBe('Pay')
    expect(flow.get()).toMatchObject({ step: 'pending', purchase: { id: server.purchases[0]?.id } })
  })

  it('shows a declined card in our words, and tries again with the same choices', async () => {
    const { flow, router, settled } = setup()
    flow.open()
    await flow.loadOptions()
    flow.setAmount('50')
    await flow.requestQuote()
    await flow.handOff()
    const purchase = server.purchases[0]
    if (!purchase) throw new Error('no purchase')
    purchase.status = 'failed'
    purchase.failure = 'The card was declined: no money was taken and nothing was sent'
    await until(() => flow.get().step === 'failed', 'the failure')
    expect(flow.get().purchase).toMatchObject({ failureCode: 'ONRAMP_CARD_DECLINED' })
    expect(settled()).toBe(0)
    flow.tryAgain()
    expect(router.get().view).toBe('Buy')
    expect(flow.get()).toMatchObject({ step: 'form', amount: '50', purchase: undefined })
  })

  it('offers the page as a link when the browser blocks the popup', async () => {
    const { flow } = setup({ popup: null })
    flow.open()
    await flow.loadOptions()
    flow.setAmount('50')
    await flow.requestQuote()
    await flow.handOff()
    expect(flow.get()).toMatchObject({ step: 'pending', purchase: { popup: false } })
    expect(flow.get().purchase?.url).toMatch(/\/onramp\/sandbox\//)
  })

  it('closes the popup and goes back to the quote when the page cannot be generated', async () => {
    server.fail('url', 400, 'ONRAMP_PROVIDER_UNAVAILABLE')
    const { flow, router, opened } = setup()
    flow.open()
    await flow.loadOptions()
    flow.setAmount('50')
    await flow.requestQuote()
    await flow.handOff()
    expect((opened[0] as unknown as { closed: boolean }).closed).toBe(true)
    expect(router.get().view).toBe('Buy')
    expect(flow.get()).toMatchObject({
      step: 'quoted',
      error: { code: 'ONRAMP_PROVIDER_UNAVAILABLE' },
    })
  })

  it('says when the providers cannot be loaded, and loads them on a new try', async () => {
    server.fail('options', 403, 'ONRAMP_RESTRICTED_REGION')
    const { flow } = setup()
    flow.open()
    await flow.loadOptions()
    expect(flow.get()).toMatchObject({
      optionsStatus: 'error',
      error: { code: 'ONRAMP_RESTRICTED_REGION' },
    })
    server.heal('options')
    await flow.loadOptions()
    expect(flow.get().optionsStatus).toBe('ready')
  })
})
