import { createFoyer, devChainA, devChainB, type Foyer } from '@foyer/core'
import {
  balanceOf,
  type ChainDataServer,
  memoryStorage,
  startChainDataServer,
  TEST_PROJECT_ID,
  transactionOf,
} from '@foyer/core/testing'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connect, mock } from '@wagmi/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
// The stand-in for the Foyer server's chain data routes that core's own tests use.
import { FoyerProvider } from '../../provider/FoyerProvider'
import { WalletReceiveView } from '../send/WalletReceiveView'
import { WalletSendView } from '../send/WalletSendView'
import { AccountView } from './AccountView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const contract = '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853'
let server: ChainDataServer
let foyer: Foyer

beforeEach(async () => {
  server = await startChainDataServer({
    balances: () => [
      balanceOf(devChainA, { symbol: 'ETH', numeric: '2.5', price: 2000 }),
      balanceOf(devChainA, {
        symbol: 'FUSD',
        numeric: '10.250000',
        decimals: 6,
        price: 1,
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      }),
    ],
    history: () => ({
      data: [transactionOf(9, { status: 'pending' }), transactionOf(8), transactionOf(7)],
      next: null,
    }),
    nfts: () => ({
      data: [
        {
          chainId: 'eip155:31337',
          contract,
          tokenId: '1',
          name: 'Foyer Ticket #1',
          collection: 'Foyer Tickets',
          imageUrl: 'http://127.0.0.1:8787/dev/collectibles/31337/1.svg',
        },
        {
          chainId: 'eip155:31337',
          contract,
          tokenId: '2',
          name: 'Foyer Ticket #2',
          collection: 'Foyer Tickets',
          imageUrl: null,
        },
      ],
      next: null,
    }),
    identity: () => ({ name: 'visitor.foyer', avatar: null }),
  })
  foyer = createFoyer({
    networks: [devChainA, devChainB],
    // No node answers here: the native balance (from the node) is not what these tests check.
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    apiUrl: server.url,
    projectId: TEST_PROJECT_ID,
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
    // The stand-in serves no remote config (swap and buy start off): the dapp switches them on.
    features: { onramp: true, swaps: true },
    connectors: [mock({ accounts: [address] })],
  })
})
afterEach(async () => {
  foyer.destroy()
  await server.close()
})

/** Renders `view` in the provider, then connects the mock wallet (as after a reload). */
async function show(view: React.ReactNode) {
  render(<FoyerProvider foyer={foyer}>{view}</FoyerProvider>)
  const { config } = await foyer.wagmi.load()
  const connector = config.connectors.find((candidate) => candidate.type === 'mock')
  if (!connector) throw new Error('no mock connector')
  await act(() => connect(config, { connector }))
}

describe('AccountView with the chain data API', () => {
  it('shows the name, the total balance in the currency, and the tokens', async () => {
    await show(<AccountView />)
    expect(await screen.findByTestId('foyer-account-name')).toHaveProperty(
      'textContent',
      'visitor.foyer',
    )
    await waitFor(() =>
      expect(screen.getByTestId('foyer-total-balance').textContent).toBe(
        'Total balance: $5,010.25',
      ),
    )
    const rows = screen.getAllByTestId('foyer-token-row')
    expect(rows.map((row) => row.dataset.symbol)).toEqual(['ETH', 'FUSD'])
    expect(rows[1]?.textContent).toContain('10.25 FUSD')
    expect(rows[1]?.textContent).toContain('$10.25')
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
  })

  it('says the native balance is unavailable once the node has failed, with no endless placeholder', async () => {
    await show(<AccountView />)
    // No node answers at 127.0.0.1:9: the transport's retries take about a second.
    await waitFor(
      () =>
        expect(screen.getByTestId('foyer-balance').textContent).toBe(
          'Balance: Balance unavailable',
        ),
      { timeout: 5000 },
    )
    expect(screen.getByTestId('foyer-balance').getAttribute('aria-busy')).toBe('false')
  })

  it('moves through the tabs with the arrow keys: NFTs with images, then activity', async () => {
    const user = userEvent.setup()
    await show(<AccountView />)
    const tokens = await screen.findByRole('tab', { name: 'Tokens' })
    tokens.focus()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'NFTs' }))
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    const items = within(grid).getAllByTestId('foyer-nft-item')
    expect(items.map((item) => item.dataset.tokenId)).toEqual(['1', '2'])
    expect(within(grid).getByRole('img', { name: 'Foyer Ticket #1' }).getAttribute('src')).toBe(
      'http://127.0.0.1:8787/dev/collectibles/31337/1.svg',
    )
    expect(within(grid).getByRole('img', { name: 'Foyer Ticket #2: No image' })).toBeTruthy()

    await user.keyboard('{ArrowRight}')
    const activity = await screen.findByRole('list', { name: 'Activity' })
    const entries = within(activity).getAllByTestId('foyer-activity-item')
    expect(entries.map((entry) => entry.dataset.status)).toEqual([
      'pending',
      'confirmed',
      'confirmed',
    ])
    expect(server.requestsTo('history')[0]?.query.get('chainId')).toBe('eip155:31337')
  })

  it('toasts TOKEN_BALANCE_UNAVAILABLE when the balance fetch fails, and a retry countdown', async () => {
    server.fail('balance', 502)
    await show(<AccountView />)
    await waitFor(() =>
      expect(foyer.toasts.get().toast?.message).toEqual({ code: 'TOKEN_BALANCE_UNAVAILABLE' }),
    )
    expect(screen.getByTestId('foyer-total-balance').textContent).toBe(
      'Total balance: Balance unavailable',
    )
    expect(screen.getByTestId('foyer-total-balance').className).toBe('total-balance unavailable')
    expect(screen.getByTestId('foyer-balance-retry').textContent).toMatch(/^Retry in (30|29) s$/)
    // The Tokens tab says what failed; its retry waits for the block's end, counted down once.
    expect(await screen.findByText('Token balances are not available right now.')).toBeTruthy()
    expect(screen.queryByTestId('foyer-tokens-retry')).toBeNull()
    expect(screen.getAllByText(/^Retry in/)).toHaveLength(1)
  })

  it('offers Buy, Swap, Receive and Send in the product’s order', async () => {
    await show(<AccountView />)
    await screen.findByTestId('foyer-total-balance')
    const buttons = [...document.querySelectorAll('[data-testid^="foyer-feature-"]')]
    expect(buttons.map((button) => button.textContent)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  })
})

describe('WalletSendView', () => {
  it('shows the product’s messages for an incomplete draft', async () => {
    const user = userEvent.setup()
    await show(<WalletSendView />)
    const review = await screen.findByRole('button', { name: 'Review' })
    expect(review.getAttribute('aria-disabled')).toBe('true')
    await user.click(review)
    expect(screen.getByRole('alert').textContent).toBe(
      'An amount and receiver address are required',
    )
    await user.type(screen.getByLabelText('Amount'), '1')
    await user.type(screen.getByLabelText('Receiver address'), address)
    expect(review.getAttribute('aria-disabled')).toBe('true')
    await user.click(review)
    expect(screen.getByRole('alert').textContent).toBe('A token is required')
    expect(screen.getByRole('button', { name: 'Select token' })).toBeTruthy()
  })
})

describe('WalletReceiveView', () => {
  it('shows the address, its QR code, a copy button and the compatible networks', async () => {
    await show(<WalletReceiveView />)
    expect(screen.getByTestId('foyer-receive-address').textContent).toBe(address)
    expect(screen.getByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    const networks = screen.getByRole('list', { name: 'Compatible networks' })
    const names = within(networks)
      .getAllByTestId('foyer-receive-network')
      .map((network) => network.querySelector('.name')?.textContent)
    // The active network first, then the others of its namespace.
    expect(names).toEqual(['Foyer Dev A', 'Foyer Dev B'])
  })
})
