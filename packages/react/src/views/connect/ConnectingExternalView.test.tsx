import { createFoyer, devChainA } from '@foyer/core'
import { type ConnectBehaviour, createScriptedWallet, memoryStorage } from '@foyer/core/testing'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { StringsInput } from '../../locale/en'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { ConnectingExternalView } from './ConnectingExternalView'
import { WalletList } from './WalletList'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A browser wallet announced by EIP-6963 that answers a connect as `onConnect` says. */
function installWallet(onConnect: ConnectBehaviour) {
  const wallet = createScriptedWallet({ chainId: 31337, address })
  wallet.state.onConnect = onConnect
  const detail = Object.freeze({
    info: {
      uuid: 'a7b5c3d2-0000-4000-8000-000000000002',
      name: 'Scripted',
      icon: 'data:image/svg+xml,<svg/>',
      rdns: 'dev.foyer.scripted',
    },
    provider: wallet.provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', announce))
  return wallet
}

function setup(onConnect: ConnectBehaviour, strings?: StringsInput) {
  const wallet = installWallet(onConnect)
  const foyer = createFoyer({
    networks: [devChainA],
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
    connectTimeoutMs: 200,
  })
  cleanups.push(foyer.destroy)
  render(
    <FoyerProvider foyer={foyer} strings={strings}>
      <WalletList />
      <ConnectingExternalView />
    </FoyerProvider>,
  )
  return { foyer, wallet }
}

describe('ConnectingExternalView', () => {
  it('words a rejected connection by its code and retries through foyer.signIn', async () => {
    const { foyer, wallet } = setup('reject', {
      errors: { CONNECTION_REJECTED: 'Connexion refusée' },
    })
    const asked = () => wallet.state.requests.filter((method) => method === 'eth_requestAccounts')
    await userEvent.click(await screen.findByRole('button', { name: /Scripted/ }))
    expect(foyer.router.get().view).toBe('ConnectingExternal')
    expect((await screen.findByRole('alert')).textContent).toBe('Connexion refusée')
    expect(foyer.signIn.get()).toMatchObject({
      method: 'wallet',
      status: 'error',
      error: { code: 'CONNECTION_REJECTED' },
    })
    expect(asked()).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(asked()).toHaveLength(2))
    await waitFor(() => expect(foyer.signIn.get().status).toBe('error'))
    expect(screen.getByRole('alert').textContent).toBe('Connexion refusée')
  })

  it('says how to wake a wallet that never answered (WALLET_TIMEOUT)', async () => {
    setup('hang')
    await userEvent.click(await screen.findByRole('button', { name: /Scripted/ }))
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to connect')
    expect(screen.getByText('Scripted did not answer. Open the wallet and try again.')).toBeTruthy()
  })
})
