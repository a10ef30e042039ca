import { createFoyer, devChainA, devChainB, type Foyer } from '@foyer/core'
import { memoryStorage } from '@foyer/core/testing'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createConnector, mock } from '@wagmi/core'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { AccountView } from '../account/AccountView'
import { ProfileWalletsView } from './ProfileWalletsView'

const first = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const second = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let foyer: Foyer

afterEach(() => {
  cleanup()
  foyer.destroy()
})

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

/** The modal's dialog (in its shadow root), once shown with the title `title`. */
function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      for (const host of document.querySelectorAll('[data-foyer]')) {
        const dialog = host.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
        if (dialog?.querySelector('h2')?.textContent === title && !dialog.closest('[inert]'))
          return dialog
      }
      throw new Error(`no dialog titled ${title}`)
    },
    { timeout: 5000 },
  )
}

/** The focused element inside the modal's shadow root. */
function focusedIn(dialog: HTMLElement): Element | null {
  return (dialog.getRootNode() as ShadowRoot).activeElement
}

describe('Add wallet in the modal (docs/product.md#profile-wallets)', () => {
  /** One mock wallet connected, the modal open on ProfileWallets (from Account's Wallets). */
  async function onProfileWallets() {
    foyer = createFoyer({
      networks: [devChainA, devChainB],
      rpcUrls: { 31337: 'http://127.0.0.1:9' },
      storage: memoryStorage(),
      logLevel: 'silent',
      walletConnect: false,
      features: { multiWallet: true },
      // The second under a name of its own: the Connect view lists one row per wallet.
      connectors: [
        mock({ accounts: [first] }),
        createConnector((config) => ({
          ...mock({ accounts: [second] })(config),
          id: 'second',
          name: 'Second Wallet',
        })),
      ],
    })
    render(<FoyerProvider foyer={foyer}>{null}</FoyerProvider>)
    const { config } = await foyer.wagmi.load()
    const one = config.connectors.find((connector) => connector.id === 'mock')
    await act(() => foyer.namespaces.connect(one?.uid ?? ''))
    act(() => foyer.open())
    const account = await dialogTitled('Account')
    await userEvent
      .setup()
      .click(within(account).getByRole('button', { name: 'Wallets 1 connected' }))
    return await dialogTitled('Wallets')
  }

  it('a wallet added comes back to ProfileWallets, listed and active, focus on Add wallet', async () => {
    const user = userEvent.setup()
    const dialog = await onProfileWallets()
    const add = within(dialog).getByRole('button', { name: 'Add wallet' })
    // Focus starts on Add wallet (not on a row's Disconnect).
    await waitFor(() => expect(focusedIn(dialog)).toBe(add))
    await user.keyboard('{Enter}')
    const connect = await dialogTitled('Connect Wallet')
    expect(foyer.router.get()).toMatchObject({
      view: 'Connect',
      history: ['Account', 'ProfileWallets'],
    })

    // The visitor picks the second wallet (by keyboard): connecting, then connected.
    within(connect)
      .getByRole('button', { name: /Second Wallet/ })
      .focus()
    await user.keyboard('{Enter}')
    const back = await dialogTitled('Wallets')
    expect(foyer.modal.get().open).toBe(true)
    expect(foyer.router.get()).toMatchObject({ view: 'ProfileWallets', history: ['Account'] })
    const rows = within(back).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(rows[1]?.textContent).toContain('0x7099…79C8')
    expect(rows[1]?.dataset.active).toBe('true')
    expect(foyer.account.get()).toMatchObject({ status: 'connected', address: second })
    await waitFor(() =>
      expect(focusedIn(back)).toBe(within(back).getByRole('button', { name: 'Add wallet' })),
    )

    // Add wallet again, choosing the one connected already: it becomes active, nothing asked.
    await user.keyboard('{Enter}')
    const again = await dialogTitled('Connect Wallet')
    await user.click(within(again).getByRole('button', { name: /Mock Connector/ }))
    const returned = await dialogTitled('Wallets')
    await waitFor(() =>
      expect(
        within(returned)
          .getAllByRole('listitem')
          .map((row) => row.dataset.active),
      ).toEqual(['true', 'false']),
    )
    expect(foyer.account.get()).toMatchObject({ address: first })

    // Back: the Account view.
    await user.keyboard('{Escape}')
    await dialogTitled('Account')
  })

  it("back from Add wallet's Connect returns to ProfileWallets", async () => {
    const user = userEvent.setup()
    const dialog = await onProfileWallets()
    await user.click(within(dialog).getByRole('button', { name: 'Add wallet' }))
    const connect = await dialogTitled('Connect Wallet')
    await user.click(within(connect).getByRole('button', { name: 'Back' }))
    await dialogTitled('Wallets')
    expect(foyer.router.get()).toMatchObject({
      view: 'ProfileWallets',
      history: ['Account'],
    })
  })

  it('a first connection still closes the modal', async () => {
    foyer = createFoyer({
      networks: [devChainA],
      rpcUrls: { 31337: 'http://127.0.0.1:9' },
      storage: memoryStorage(),
      logLevel: 'silent',
      walletConnect: false,
      features: { multiWallet: true },
      connectors: [mock({ accounts: [first] })],
    })
    render(<FoyerProvider foyer={foyer}>{null}</FoyerProvider>)
    await foyer.wagmi.load()
    act(() => foyer.open())
    const connect = await dialogTitled('Connect Wallet')
    await userEvent.setup().click(within(connect).getByRole('button', { name: /Mock Connector/ }))
    await waitFor(() => expect(foyer.account.get().status).toBe('connected'))
    await waitFor(() => expect(foyer.modal.get().open).toBe(false))
    expect(foyer.router.get()).toMatchObject({ view: 'Account', history: [] })
  })
})
