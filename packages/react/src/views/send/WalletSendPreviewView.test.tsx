import { createFoyer, type Foyer } from '@foyer/core'
import {
  type ChainDataServer,
  memoryStorage,
  RECEIVER,
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
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { accountGroup } from '../groups/accountGroup'
import { connectGroup } from '../groups/connectGroup'
import { sendGroup } from '../groups/sendGroup'

let chain: TestChain
let server: ChainDataServer
let foyer: Foyer

beforeAll(async () => {
  chain = await startTestChain()
  server = await startChainDataServer({
    balances: (address) => chain.balancesOf(address as `0x${string}`, { ETH: 2000 }),
  })
  foyer = createFoyer({
    networks: [chain.network],
    apiUrl: server.url,
    projectId: TEST_PROJECT_ID,
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
    connectors: [mock({ accounts: [SENDER] })],
  })
})
afterAll(async () => {
  foyer.destroy()
  await server.close()
  await chain.stop()
})

/** The views this journey goes through: Connect first, then Account and the send group. */
const VIEWS = { ...connectGroup, ...accountGroup, ...sendGroup }

/** The router's current view, as the modal shows it (without its dialog and shadow root). */
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

describe('WalletSend → WalletSendPreview (against anvil)', () => {
  it('sends the native coin: preview with the fee, confirm, confirmed with the explorer link', async () => {
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

    await user.click(await screen.findByTestId('foyer-feature-send'))
    await user.click(await screen.findByTestId('foyer-send-token'))
    const tokens = await screen.findByRole('list', { name: 'Select token' })
    const ether = within(tokens)
      .getAllByRole('button')
      .find((button) => button.textContent?.includes('ETH'))
    if (!ether) throw new Error('no ETH to choose')
    await user.click(ether)
    expect(screen.getByTestId('foyer-send-token').getAttribute('aria-label')).toBe(
      'Token: ETH. Choose another',
    )
    await user.type(screen.getByTestId('foyer-send-amount'), '0.25')
    await user.type(screen.getByTestId('foyer-send-receiver'), RECEIVER)
    const review = screen.getByRole('button', { name: 'Review' })
    // The draft is complete: the button no longer looks unavailable.
    expect(review.hasAttribute('aria-disabled')).toBe(false)
    await user.click(review)

    const preview = await screen.findByRole('region', { name: 'WalletSendPreview' })
    expect(within(preview).getByTestId('foyer-send-preview-amount').textContent).toContain(
      '0.25 ETH',
    )
    expect(within(preview).getByTestId('foyer-send-preview-receiver').textContent).toBe(RECEIVER)
    await waitFor(() =>
      expect(within(preview).getByTestId('foyer-send-fee').textContent).toMatch(/^[\d.]+ ETH ≈ \$/),
    )
    const client = createPublicClient({ transport: http(chain.anvil.rpcUrl) })
    const before = await client.getBalance({ address: RECEIVER })
    await user.click(within(preview).getByTestId('foyer-send-confirm'))

    await waitFor(() =>
      expect(screen.getByTestId('foyer-send-status').dataset.step).toBe('confirmed'),
    )
    expect(screen.getByTestId('foyer-send-status').textContent).toBe('Transaction confirmed')
    const link = screen.getByTestId('foyer-send-explorer-link')
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^${TEST_EXPLORER_URL}/tx/0x[0-9a-f]{64}$`),
    )
    expect(await client.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.25'))

    // The keyboard stays in the dialog: the focus moved from Send to Done.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }))
    await user.keyboard('{Enter}')
    expect(foyer.router.get().view).toBe('Account')
  })
})
