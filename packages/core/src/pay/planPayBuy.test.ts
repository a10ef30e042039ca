// @vitest-environment node
import { testAddresses } from '@foyer/devchain'
import { NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'
import { parseUnits } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AccountTarget } from '../account/accountTarget'
import { createApiClient } from '../api/createApiClient'
import { createLogger } from '../logger/createLogger'
import { createModal } from '../modal/createModal'
import { devChainA } from '../networks/devChains'
import { createOnrampApi } from '../onramp/createOnrampApi'
import { createOnrampFlow } from '../onramp/createOnrampFlow'
import { type OnrampServer, startOnrampServer } from '../onramp/testing/onrampServer'
import { createRouter } from '../router/createRouter'
import type { SwapAsset } from '../swap/swapAsset'
import { TEST_PROJECT_ID } from '../testing/accountTestKit'
import { planPayBuy } from './planPayBuy'

const ADDRESS = testAddresses[0] as `0x${string}`
const target: AccountTarget = {
  address: ADDRESS,
  network: devChainA,
  key: `${ADDRESS}@${devChainA.caipNetworkId}`,
}
const ETH: SwapAsset = {
  address: NATIVE_TOKEN_ADDRESS,
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  logoUri: undefined,
  balance: 0n,
  price: 4000,
}
let server: OnrampServer

beforeEach(async () => {
  server = await startOnrampServer()
  server.pricedQuotes(true)
})
afterEach(() => server.close())

function onrampFlow() {
  const router = createRouter({ isConnected: () => true, onClose: () => {} })
  router.reset('Pay')
  const flow = createOnrampFlow({
    api: createOnrampApi(
      createApiClient({ baseUrl: server.url, projectId: TEST_PROJECT_ID }),
      'Europe/Paris',
    ),
    target: () => target,
    router,
    modal: createModal(),
    logger: createLogger({ level: 'silent' }),
    onSettled: () => {},
    pollMs: 10,
  })
  return { flow, router }
}

describe('planPayBuy', () => {
  it('quotes the least fiat amount whose tokens cover the shortfall after the fees', async () => {
    const { flow, router } = onrampFlow()
    const shortfall = parseUnits('0.05', 18)
    const planned = await planPayBuy(flow, { token: ETH, shortfall, target })
    if (!planned || 'error' in planned) throw new Error(`not planned: ${JSON.stringify(planned)}`)
    const { buy } = planned
    expect(buy).toMatchObject({ provider: 'Foyer sandbox', fiatCurrency: 'USD', estimate: false })
    expect(buy.cryptoAmount).toBeGreaterThanOrEqual(shortfall)
    // 0.05 ETH at 4000 is 200.00; with 2 % and 0.50 on top, about 204.60: within a cent or two.
    const cents = Math.round(Number(buy.fiatAmount) * 100)
    expect(cents).toBeGreaterThanOrEqual(20_460)
    expect(cents).toBeLessThanOrEqual(20_463)
    // Left quoted in the on-ramp flow, for the hand-off; the view did not change.
    expect(flow.get()).toMatchObject({
      step: 'quoted',
      token: 'native',
      network: devChainA.caipNetworkId,
      amount: buy.fiatAmount,
    })
    expect(flow.get().quote?.fiatAmount).toBe(buy.fiatAmount)
    expect(router.get().view).toBe('Pay')
  })

  it('buys at least the payment method’s minimum for a small shortfall', async () => {
    const { flow } = onrampFlow()
    const planned = await planPayBuy(flow, { token: ETH, shortfall: 1000n, target })
    if (!planned || 'error' in planned) throw new Error('not planned')
    expect(planned.buy.fiatAmount).toBe('10.00')
    expect(server.requestsTo('quote')).toHaveLength(1)
  })

  it('says so when the shortfall costs more than the card’s limit', async () => {
    const { flow } = onrampFlow()
    const planned = await planPayBuy(flow, { token: ETH, shortfall: parseUnits('5', 18), target })
    expect(planned).toMatchObject({
      error: { code: 'ONRAMP_AMOUNT_TOO_HIGH', params: { method: 'card', max: '7500.00' } },
    })
  })

  it('offers nothing for a token no provider sells', async () => {
    const { flow } = onrampFlow()
    const other = { ...ETH, address: '0x0000000000000000000000000000000000000001' as const }
    expect(await planPayBuy(flow, { token: other, shortfall: 1n, target })).toBeUndefined()
    expect(server.requestsTo('quote')).toHaveLength(0)
  })
})
