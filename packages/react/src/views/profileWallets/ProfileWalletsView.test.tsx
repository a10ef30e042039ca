import { createFoyer, devChainA, devChainB, type Foyer } from '@foyer/core'
import { memoryStorage } from '@foyer/core/testing'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mock } from '@wagmi/core'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { AccountView } from '../account/AccountView'
import { ProfileWalletsView } from './ProfileWalletsView'

const first = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const second = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let foyer: Foyer

afterEach(() => foyer.destroy())

/**
 * Renders `view` on a page with two mock EVM wallets and `multiWallet` as given, then connects
 * both (the second last; after the provider's reconnect, as after a reload).
 */
async function twoWallets(view: React.ReactNode, multiWallet = true) {
  foyer = createFoyer({
    networks: [devChainA, devChainB],
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
    features: { multiWallet },
    connectors: [mock({ accounts: [first] }), mock({ accounts: [second] })],
  })
  render(<FoyerProvider foyer={foyer}>{view}</FoyerProvider>)
  const { config } = await foyer.wagmi.load()
  const [one, two] = config.connectors.filter((connector) => connector.type === 'mock')
  await act(() => foyer.namespaces.connect(one?.uid ?? ''))
  await act(() => foyer.namespaces.connect(two?.uid ?? ''))
}

describe('ProfileWalletsView', () => {
  it('lists the connected wallets; the keyboard makes one active and disconnects the other', async () => {
    const user = userEvent.setup()
    await twoWallets(<ProfileWalletsView />)
    const list = await screen.findByRole('list', { name: 'Connected wallets' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    const [row1, row2] = within(list).getAllByRole('listitem')
    expect(row1?.textContent).toContain('0xf39F…2266')
    expect(row1?.textContent).toContain('EVM · Foyer Dev A')
    expect(row2?.textContent).toContain('Active')
    expect(row2?.dataset.active).toBe('true')
    // The active wallet has no Use button; each has its Disconnect.
    expect(within(row2 as HTMLElement).queryByRole('button', { name: /^Use / })).toBeNull()

    const use = screen.getByRole('button', { name: 'Use Mock Connector 0xf39F…2266' })
    use.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(foyer.account.get().address).toBe(first))
    expect(screen.getAllByRole('listitem')[0]?.dataset.active).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add wallet' }))

    screen.getByRole('button', { name: 'Disconnect Mock Connector 0x7099…79C8' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
    expect(foyer.account.get()).toMatchObject({ status: 'connected', address: first })
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('0xf39F…2266')

    await user.keyboard('{Enter}')
    expect(foyer.router.get().view).toBe('Connect')
  })

  it('is reachable from the Account view with multiWallet on, with the number connected', async () => {
    await twoWallets(<AccountView />)
    const wallets = await screen.findByRole('button', { name: 'Wallets 2 connected' })
    await userEvent.setup().click(wallets)
    expect(foyer.router.get().view).toBe('ProfileWallets')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add wallet' }))
    expect(foyer.router.get().view).toBe('Connect')
  })

  it('is not offered with multiWallet off', async () => {
    await twoWallets(<AccountView />, false)
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(screen.queryByRole('button', { name: /^Wallets/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add wallet' })).toBeNull()
  })
})
