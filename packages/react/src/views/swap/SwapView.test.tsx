import { createFoyer, type Foyer } from '@foyer/core'
import {
  type ChainDataServer,
  type ConvertStandIn,
  convertStandIn,
  memoryStorage,
  SENDER,
  startChainDataServer,
  startTestChain,
  TEST_EXPLORER_URL,
  TEST_PROJECT_ID,
  type TestChain,
} from '@foyer/core/testing'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connect, mock } from '@wagmi/core'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { accountGroup } from '../groups/accountGroup'
import { connectGroup } from '../groups/connectGroup'
import { swapGroup } from '../groups/swapGroup'

let chain: TestChain
let server: ChainDataServer
let convert: ConvertStandIn
let foyer: Foyer

beforeAll(async () => {
  chain = await startTestChain()
  convert = convertStandIn(chain.anvil.rpcUrl, chain.deployment)
  server = await startChainDataServer({
    balances: (address) =>
      chain.balancesOf(address as `0x${string}`, { ETH: 2000, FUSD: 1, FOY: 0.5 }),
    convert: convert.handler,
  })
  foyer = createFoyer({
    networks: [chain.network],
    apiUrl: server.url,
    projectId: TEST_PROJECT_ID,
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
    // The stand-in serves no remote config (swap and buy start off): the dapp switches them on.
    features: { swaps: true },
    connectors: [mock({ accounts: [SENDER] })],
  })
})
afterAll(async () => {
  foyer.destroy()
  await server.close()
  await chain.stop()
})

const VIEWS = { ...connectGroup, ...accountGroup, ...swapGroup }

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

const dev = (symbol: string) => {
  const found = chain.deployment.tokens.find((token) => token.symbol === symbol)
  if (!found) throw new Error(`No dev token ${symbol}`)
  return found
}

describe('Swap → SwapSelectToken → SwapPreview (against anvil)', () => {
  it('swaps FUSD for FOY: tokens chosen, quoted, approved and swapped, then back to Account', {
    timeout: 30_000,
  }, async () => {
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

    await user.click(await screen.findByTestId('foyer-feature-swaps'))
    const from = await screen.findByTestId('foyer-swap-from-token')
    // Opened on the native coin (the account holds it) and the first suggested token.
    expect(from.getAttribute('aria-label')).toBe('Token to pay: ETH. Change')
    expect(screen.getByTestId('foyer-swap-to-token').getAttribute('aria-label')).toBe(
      'Token to receive: FUSD. Change',
    )

    // Pay with FUSD: searched by name.
    await user.click(from)
    const search = await screen.findByRole('searchbox', {
      name: 'Search by name, symbol or address',
    })
    expect(screen.getByRole('heading', { name: 'Suggested' })).toBeTruthy()
    await user.type(search, dev('FUSD').name)
    const results = screen.getByTestId('foyer-swap-token-list')
    expect(within(results).getAllByRole('button')).toHaveLength(1)
    await user.click(within(results).getByRole('button'))
    // Receive FOY: a suggested chip.
    await user.click(await screen.findByTestId('foyer-swap-to-token'))
    await user.click(await screen.findByRole('button', { name: 'FOY', pressed: false }))
    expect(screen.getByTestId('foyer-swap-from-token').textContent).toContain('FUSD')
    expect(screen.getByTestId('foyer-swap-to-token').textContent).toContain('FOY')

    await user.type(screen.getByRole('textbox', { name: 'Amount to pay' }), '20')
    const details = await screen.findByTestId('foyer-swap-details', {}, { timeout: 5_000 })
    expect(within(details).getByText('Price impact')).toBeTruthy()
    expect(within(details).getByText('0.25 %')).toBeTruthy()
    expect(within(details).getByText(/^1 FUSD ≈ [\d.]+ FOY$/)).toBeTruthy()
    expect(screen.getByTestId('foyer-swap-fee').textContent).toMatch(/ ETH ≈ \$/)
    expect(Number(screen.getByTestId('foyer-swap-to-amount').textContent)).toBeGreaterThan(0)
    // Slippage: 1 % by default; 2 % chosen.
    expect(screen.getByRole('button', { name: '1 %' }).getAttribute('aria-pressed')).toBe('true')
    await user.click(screen.getByRole('button', { name: '2 %' }))
    expect(screen.getByRole('button', { name: '2 %' }).getAttribute('aria-pressed')).toBe('true')

    await user.click(screen.getByRole('button', { name: 'Review swap' }))
    const preview = await screen.findByRole('region', { name: 'SwapPreview' })
    await waitFor(
      () =>
        expect(within(preview).getByTestId('foyer-swap-preview-min').textContent).toMatch(
          /^[\d.]+ FOYExpected: [\d.]+ FOY$/,
        ),
      { timeout: 5_000 },
    )
    expect(within(preview).getByTestId('foyer-swap-preview-give').textContent).toContain('20 FUSD')
    expect(within(preview).getByText('2 %')).toBeTruthy()
    expect(within(preview).getByTestId('foyer-swap-step-approve').textContent).toBe(
      'Allow the swap to use your FUSDWaiting',
    )
    const client = createPublicClient({ transport: http(chain.anvil.rpcUrl) })
    const balance = (symbol: string) =>
      client.readContract({
        address: dev(symbol).address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [SENDER],
      })
    const before = await balance('FUSD')
    await user.click(within(preview).getByRole('button', { name: 'Approve and swap' }))

    // Two transactions mined and followed: on a busy machine this takes a few seconds.
    await waitFor(
      () => expect(screen.getByTestId('foyer-swap-status').dataset.step).toBe('confirmed'),
      { timeout: 15_000 },
    )
    expect(screen.getByTestId('foyer-swap-status').textContent).toBe('Swapped FUSD for FOY')
    expect(screen.getByTestId('foyer-swap-step-approve').dataset.status).toBe('done')
    expect(screen.getByTestId('foyer-swap-step-swap').dataset.status).toBe('done')
    expect(screen.getByTestId('foyer-swap-explorer-link').getAttribute('href')).toMatch(
      new RegExp(`^${TEST_EXPLORER_URL}/tx/0x[0-9a-f]{64}$`),
    )
    expect(await balance('FUSD')).toBe(before - parseUnits('20', dev('FUSD').decimals))
    // The loading toast gives way to the success one (after the toasts' 150 ms swap delay).
    await waitFor(
      () =>
        expect(foyer.toasts.get().toast).toMatchObject({
          variant: 'success',
          message: 'Swapped FUSD for FOY',
        }),
      { timeout: 3_000 },
    )

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }))
    await user.keyboard('{Enter}')
    expect(foyer.router.get().view).toBe('Account')
  })
})
