import { createFoyer, type Foyer } from '@foyer/core'
import {
  batchingWallet,
  type ChainDataServer,
  convertStandIn,
  memoryStorage,
  RECEIVER,
  SENDER,
  startChainDataServer,
  startTestChain,
  TEST_PROJECT_ID,
  type TestChain,
} from '@foyer/core/testing'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connect, mock } from '@wagmi/core'
import { createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { payGroup } from '../groups/payGroup'

let chain: TestChain
let server: ChainDataServer
let foyer: Foyer

beforeAll(async () => {
  chain = await startTestChain()
  server = await startChainDataServer({
    balances: (address) =>
      chain.balancesOf(address as `0x${string}`, { ETH: 2000, FUSD: 1, FOY: 0.5 }),
    convert: convertStandIn(chain.anvil.rpcUrl, chain.deployment).handler,
  })
  foyer = createFoyer({
    networks: [chain.network],
    apiUrl: server.url,
    projectId: TEST_PROJECT_ID,
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
    features: { pay: true },
    connectors: [mock({ accounts: [SENDER] })],
  })
})
afterAll(async () => {
  foyer.destroy()
  await server.close()
  await chain.stop()
})

function CurrentView() {
  const { view } = useStore(useFoyer().router)
  const { open } = useStore(useFoyer().modal)
  const Component = payGroup[view as keyof typeof payGroup]
  if (!open || !Component) return null
  return (
    <section aria-label={view}>
      <Component />
    </section>
  )
}

/** Connects the mock wallet (again after a new provider's restore settled). */
async function connected() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
  if (foyer.account.get().isConnected) return
  const { config } = await foyer.wagmi.load()
  const connector = config.connectors.find((candidate) => candidate.type === 'mock')
  if (!connector) throw new Error('no mock connector')
  await act(() => connect(config, { connector }))
}

describe('Pay (against anvil)', () => {
  it('proposes a swap from FUSD when FOY is short, then swaps and pays; the promise gives the hash', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup()
    render(
      <FoyerProvider foyer={foyer}>
        <CurrentView />
      </FoyerProvider>,
    )
    await connected()
    const foy = chain.deployment.tokens.find((token) => token.symbol === 'FOY')
    if (!foy) throw new Error('No FOY')
    const client = createPublicClient({ transport: http(chain.anvil.rpcUrl) })
    const foyOf = (owner: `0x${string}`) =>
      client.readContract({
        address: foy.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    const [held, before] = await Promise.all([foyOf(SENDER), foyOf(RECEIVER)])
    const amount = held + parseUnits('10', foy.decimals)

    let paid: Promise<`0x${string}`> | undefined
    await act(async () => {
      paid = foyer.pay({
        to: RECEIVER,
        amount: formatUnits(amount, foy.decimals),
        token: foy.address,
        chainId: chain.network.caipNetworkId,
      })
    })
    const view = await screen.findByRole('region', { name: 'Pay' })
    const proposal = await within(view).findByTestId('foyer-pay-swap', {}, { timeout: 10_000 })
    expect(proposal.textContent).toMatch(/Swap [\d.]+ FUSD to get at least [\d.]+ FOY/)
    expect(within(view).getByText('Allow the swap to use your FUSD')).toBeTruthy()
    expect(within(view).getByText('Swap FUSD for FOY')).toBeTruthy()
    await user.click(within(view).getByRole('button', { name: 'Swap and pay' }))
    const hash = await paid
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await waitFor(() =>
      expect(within(view).getByTestId('foyer-pay-status').textContent).toBe('Paid'),
    )
    expect(await foyOf(RECEIVER)).toBe(before + amount)
    await user.click(within(view).getByRole('button', { name: 'Done' }))
    expect(foyer.modal.get().open).toBe(false)
  })

  it('rejects with PAY_CANCELLED when the visitor cancels', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    render(
      <FoyerProvider foyer={foyer}>
        <CurrentView />
      </FoyerProvider>,
    )
    await connected()
    let paid: Promise<`0x${string}`> | undefined
    await act(async () => {
      paid = foyer.pay({
        to: RECEIVER,
        amount: '1',
        token: chain.deployment.tokens[0]?.address ?? '',
        chainId: Number(chain.network.id),
      })
      paid.catch(() => undefined)
    })
    const view = await screen.findByRole('region', { name: 'Pay' })
    await user.click(
      await within(view).findByRole('button', { name: 'Cancel' }, { timeout: 10_000 }),
    )
    await expect(paid).rejects.toMatchObject({ code: 'PAY_CANCELLED' })
  })

  it('shows the swap and the payment as one step when the account sends them as one batch', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup()
    const wallet = batchingWallet(chain.anvil.rpcUrl)
    const batching = createFoyer({
      networks: [chain.network],
      apiUrl: server.url,
      projectId: TEST_PROJECT_ID,
      storage: memoryStorage(),
      logLevel: 'silent',
      walletConnect: false,
      features: { pay: true },
      connectors: [wallet.connector],
    })
    try {
      render(
        <FoyerProvider foyer={batching}>
          <CurrentView />
        </FoyerProvider>,
      )
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
      const { config } = await batching.wagmi.load()
      const connector = config.connectors.find((candidate) => candidate.id === 'batching')
      if (!connector) throw new Error('no batching connector')
      if (!batching.account.get().isConnected) await act(() => connect(config, { connector }))
      const foy = chain.deployment.tokens.find((token) => token.symbol === 'FOY')
      if (!foy) throw new Error('No FOY')
      const held = await createPublicClient({ transport: http(chain.anvil.rpcUrl) }).readContract({
        address: foy.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [SENDER],
      })
      let paid: Promise<`0x${string}`> | undefined
      await act(async () => {
        paid = batching.pay({
          to: RECEIVER,
          amount: formatUnits(held + parseUnits('5', foy.decimals), foy.decimals),
          token: foy.address,
          chainId: Number(chain.network.id),
        })
      })
      const view = await screen.findByRole('region', { name: 'Pay' })
      await within(view).findByTestId('foyer-pay-swap', {}, { timeout: 10_000 })
      const steps = within(view).getByTestId('foyer-pay-steps')
      expect(within(steps).getAllByRole('listitem')).toHaveLength(1)
      expect(steps.textContent).toMatch(/Swap FUSD and pay [\d.]+ FOY/)
      expect(within(view).getByText('Sent together as one transaction')).toBeTruthy()
      await user.click(within(view).getByRole('button', { name: 'Swap and pay' }))
      expect(await paid).toMatch(/^0x[0-9a-f]{64}$/)
      await waitFor(() =>
        expect(within(view).getByTestId('foyer-pay-status').textContent).toBe('Paid'),
      )
      expect(wallet.requests.filter((method) => method === 'wallet_sendCalls')).toHaveLength(1)
    } finally {
      batching.destroy()
    }
  })
})
