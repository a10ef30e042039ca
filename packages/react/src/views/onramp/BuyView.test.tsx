import { createFoyer, devChainA, type Foyer } from '@foyer/core'
import {
  memoryStorage,
  type OnrampServer,
  SENDER,
  startOnrampServer,
  TEST_PROJECT_ID,
} from '@foyer/core/testing'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connect, mock } from '@wagmi/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { accountGroup } from '../groups/accountGroup'
import { connectGroup } from '../groups/connectGroup'
import { onrampGroup } from '../groups/onrampGroup'

let server: OnrampServer
let foyer: Foyer

beforeEach(async () => {
  server = await startOnrampServer()
  foyer = createFoyer({
    networks: [devChainA],
    apiUrl: server.url,
    projectId: TEST_PROJECT_ID,
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
    // The stand-in serves no remote config (swap and buy start off): the dapp switches them on.
    features: { onramp: true },
    connectors: [mock({ accounts: [SENDER] })],
  })
})
afterEach(async () => {
  vi.restoreAllMocks()
  foyer.destroy()
  await server.close()
})

const VIEWS = { ...connectGroup, ...accountGroup, ...onrampGroup }

function CurrentView() {
  const { view } = useStore(useFoyer().router)
  const Component = VIEWS[view as keyof typeof VIEWS]
  if (!Component) throw new Error(`${view} is not a view this test renders`)
  return (
    <section aria-label={view}>
      <Component />
    </section>
  )
}

/** Connected on the Account view, then Buy from its feature button. */
async function openBuy() {
  const user = userEvent.setup()
  render(
    <FoyerProvider foyer={foyer}>
      <CurrentView />
    </FoyerProvider>,
  )
  const { config } = await foyer.wagmi.load()
  const connector = config.connectors.find((candidate) => candidate.type === 'mock')
  if (!connector) throw new Error('no mock connector')
  await act(() => connect(config, { connector }))
  act(() => foyer.router.reset('Account'))
  await user.click(await screen.findByRole('button', { name: 'Buy' }))
  const buy = await screen.findByRole('region', { name: 'Buy' })
  await within(buy).findByRole('radio', { name: /Foyer sandbox/ })
  return { user, buy }
}

describe('Buy → BuyInProgress (against the on-ramp stand-in)', () => {
  it('refuses an amount over the card limit before any quote, then buys by bank', async () => {
    const { user, buy } = await openBuy()
    const provider = within(buy).getByRole('radio', { name: /Foyer sandbox/ })
    expect((provider as HTMLInputElement).checked).toBe(true)
    expect(buy.textContent).toContain('Fee 1–2 %')
    expect(within(buy).getByTestId('foyer-buy-limits').textContent).toBe('From $10.00 to $7,500.00')
    expect((within(buy).getByLabelText('Network') as HTMLSelectElement).value).toBe('eip155:31337')
    const amount = within(buy).getByLabelText('Amount (USD)')
    await user.type(amount, '7500.01')
    await user.click(within(buy).getByRole('button', { name: 'Get a quote for ETH' }))
    expect((await within(buy).findByRole('alert')).textContent).toBe(
      'The most you can buy by card is 7500.00 USD',
    )
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(server.requestsTo('quote')).toHaveLength(0)

    // The payment methods are radios (the browser's arrow keys move between them); by bank
    // the limit is higher.
    expect(within(buy).getByRole('group', { name: 'Pay with' })).toBeTruthy()
    await user.click(within(buy).getByRole('radio', { name: 'Bank transfer' }))
    expect(
      (within(buy).getByRole('radio', { name: 'Bank transfer' }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(within(buy).getByTestId('foyer-buy-limits').textContent).toBe(
      'From $10.00 to $25,000.00',
    )
    await user.click(within(buy).getByRole('button', { name: 'Get a quote for ETH' }))
    const quote = await within(buy).findByRole('region', { name: 'Quote' })
    expect(within(quote).getByTestId('foyer-buy-crypto-amount').textContent).toBe('0.0245 ETH')
    expect(within(buy).queryByTestId('foyer-buy-estimate')).toBeNull()

    // The browser blocks the popup: the provider's page is offered as a link.
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    await user.click(within(buy).getByRole('button', { name: 'Continue to Foyer sandbox' }))
    expect(open).toHaveBeenCalledOnce()
    const progress = await screen.findByRole('region', { name: 'BuyInProgress' })
    const link = await within(progress).findByRole('link', { name: 'Open Foyer sandbox' })
    expect(link.getAttribute('href')).toMatch(/\/onramp\/sandbox\/purchase0+1$/)
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(within(progress).getByTestId('foyer-buy-status').textContent).toContain(
      'Your browser blocked the Foyer sandbox window.',
    )

    const purchase = server.purchases[0]
    if (!purchase) throw new Error('no purchase')
    expect(purchase.request).toMatchObject({ paymentMethod: 'bank', fiatAmount: '7500.01' })
    purchase.status = 'failed'
    purchase.failure = 'The card was declined: no money was taken and nothing was sent'
    await waitFor(
      () => expect(within(progress).getByTestId('foyer-buy-status').dataset.step).toBe('failed'),
      { timeout: 5_000 },
    )
    expect(within(progress).getByTestId('foyer-buy-failure').textContent).toBe(
      'The card was declined: no money was taken and nothing was sent',
    )
    // The keyboard lands on Try again, which goes back to the same choices.
    const again = within(progress).getByRole('button', { name: 'Try again' })
    expect(document.activeElement).toBe(again)
    await user.keyboard('{Enter}')
    const back = await screen.findByRole('region', { name: 'Buy' })
    expect((within(back).getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('7500.01')
  })

  it('labels the mocked quote an estimate', async () => {
    server.estimateQuotes(true)
    const { user, buy } = await openBuy()
    await user.type(within(buy).getByLabelText('Amount (USD)'), '25')
    await user.click(within(buy).getByRole('button', { name: 'Get a quote for ETH' }))
    expect((await within(buy).findByTestId('foyer-buy-estimate')).textContent).toContain('Estimate')
    expect(within(buy).getByTestId('foyer-buy-crypto-amount').textContent).toBe('≈ 0.0245 ETH')
  })

  it('pays in a popup cut from the page, comes back to the purchase, and sees it delivered', async () => {
    const { user, buy } = await openBuy()
    await user.type(within(buy).getByLabelText('Amount (USD)'), '50')
    await user.click(within(buy).getByRole('button', { name: 'Get a quote for ETH' }))
    await within(buy).findByRole('region', { name: 'Quote' })
    const popup = { location: { href: 'about:blank' }, opener: window as unknown, close() {} }
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    await user.click(within(buy).getByRole('button', { name: 'Continue to Foyer sandbox' }))
    const progress = await screen.findByRole('region', { name: 'BuyInProgress' })
    await within(progress).findByRole('link', { name: 'Open Foyer sandbox again' })
    expect(popup.location.href).toMatch(/\/onramp\/sandbox\/purchase0+1$/)
    expect(popup.opener).toBeNull()
    expect(within(progress).getByTestId('foyer-buy-status').textContent).toContain(
      'Pay in the Foyer sandbox window.',
    )

    // Back on Buy while it is paid: the purchase is still followed, one press away.
    act(() => foyer.router.goBack())
    const back = await screen.findByRole('region', { name: 'Buy' })
    await user.click(within(back).getByRole('button', { name: 'See the purchase' }))
    const again = await screen.findByRole('region', { name: 'BuyInProgress' })

    const purchase = server.purchases[0]
    if (!purchase) throw new Error('no purchase')
    purchase.status = 'completed'
    purchase.txHash = `0x${'cd'.repeat(32)}`
    await waitFor(
      () => expect(within(again).getByTestId('foyer-buy-status').dataset.step).toBe('completed'),
      { timeout: 5_000 },
    )
    expect(within(again).getByTestId('foyer-buy-status').textContent).toContain(
      '0.0245 ETH arrived in your wallet.',
    )
    const done = within(again).getByRole('button', { name: 'Done' })
    expect(document.activeElement).toBe(done)
    await user.keyboard('{Enter}')
    expect(foyer.router.get().view).toBe('Account')
  })
})
