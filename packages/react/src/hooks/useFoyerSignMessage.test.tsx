import {
  bitcoinTestnet,
  createFoyer,
  devChainA,
  type Foyer,
  type Network,
  solana,
  solanaDevnet,
} from '@foyer/core'
import {
  bitcoinStandardTestWallet,
  memoryStorage,
  registerStandardWallet,
  signInWithWallet,
  standardTestWallet,
} from '@foyer/core/testing'
import { isFoyerError } from '@foyer/protocol'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { en, type Strings } from '../locale/en'
import { errorText } from '../locale/errorText'
import { fr } from '../locale/fr'
import { FoyerProvider } from '../provider/FoyerProvider'
import { useFoyerNetwork } from './publicHooks'
import { useBitcoinSignPsbt } from './useBitcoinSignPsbt'
import { useFoyerSignMessage } from './useFoyerSignMessage'

let foyer: Foyer | undefined
const cleanups: (() => void)[] = []
afterEach(() => {
  foyer?.destroy()
  foyer = undefined
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function Wrapper({ children }: { children: ReactNode }) {
  if (!foyer) throw new Error('no kit')
  return <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
}

async function kit(networks: readonly Network[]) {
  foyer = createFoyer({
    networks: [...networks],
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
  })
  await foyer.wagmi.load()
  return foyer
}

/** A FoyerError's words in `strings`' language (the locale table), as the kit shows it. */
function words(strings: Strings, error: unknown): string {
  if (!isFoyerError(error)) throw error
  return errorText(strings, { code: error.code, params: error.params })
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('useFoyerSignMessage', () => {
  it('signs with the active Solana account: a base58 ed25519 signature of its key', async () => {
    const wallet = await standardTestWallet(`Signer ${crypto.randomUUID()}`)
    cleanups.push(registerStandardWallet(wallet.wallet))
    const kitNow = await kit([devChainA, solana, solanaDevnet])
    const { result } = renderHook(() => useFoyerSignMessage(), { wrapper: Wrapper })
    expect(result.current.namespace).toBeUndefined()
    await act(() => signInWithWallet(kitNow, `wallet-standard:${wallet.wallet.name}`))
    expect(result.current.namespace).toBe('solana')
    // The Solana key's ed25519 signature (64 bytes: 86 to 88 base58 characters); the core
    // adapter's tests verify it.
    expect(await result.current.signMessage('Hello from Foyer')).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{86,88}$/,
    )
  })
})

describe('useBitcoinSignPsbt', () => {
  it('gives the connected addresses; a malformed PSBT reaches no wallet', async () => {
    const wallet = bitcoinStandardTestWallet({ name: `Btc ${crypto.randomUUID()}` })
    cleanups.push(registerStandardWallet(wallet.wallet))
    const kitNow = await kit([devChainA, bitcoinTestnet])
    const { result } = renderHook(() => useBitcoinSignPsbt(), { wrapper: Wrapper })
    expect(result.current.addresses).toBeUndefined()
    await act(() => signInWithWallet(kitNow, `wallet-standard-bitcoin:${wallet.wallet.name}`))
    const payment = wallet.keys.payment
    expect(result.current.addresses?.payment).toBe(payment.address)

    const malformed = await caught(result.current.signPsbt('not a psbt!'))
    expect(words(en, malformed)).toBe('Invalid parameters for this method')
    expect(wallet.calls.signTransaction).toBe(0)
  })

  it('without Bitcoin networks: NAMESPACE_NOT_CONFIGURED, in the locale’s words', async () => {
    await kit([devChainA, solana])
    const { result } = renderHook(() => useBitcoinSignPsbt(), { wrapper: Wrapper })
    const error = await caught(result.current.signPsbt('cHNidP8='))
    expect(words(en, error)).toBe('The chain bip122 belongs to no configured namespace')
  })
})

describe('a switch to a chain of an unconfigured namespace', () => {
  it('is refused with NAMESPACE_NOT_CONFIGURED’s words, and the connected wallet sees nothing', async () => {
    const wallet = await standardTestWallet(`Connected ${crypto.randomUUID()}`)
    cleanups.push(registerStandardWallet(wallet.wallet))
    const kitNow = await kit([devChainA, solana, solanaDevnet])
    const { result } = renderHook(() => useFoyerNetwork(), { wrapper: Wrapper })

    // Disconnected: the switch itself rejects (the dapp's call).
    const before = await caught(result.current.switchNetwork(bitcoinTestnet))
    const chain = bitcoinTestnet.caipNetworkId
    expect(words(en, before)).toBe(`The chain ${chain} belongs to no configured namespace`)
    expect(words(fr, before)).toBe(
      `La chaîne ${chain} n’appartient à aucun espace de noms configuré`,
    )
    expect(result.current.caipNetwork?.caipNetworkId).toBe(devChainA.caipNetworkId)

    // Connected: not offered, refused, and the wallet is asked nothing; the account stays.
    await act(() => signInWithWallet(kitNow, `wallet-standard:${wallet.wallet.name}`))
    const account = kitNow.account.get()
    const calls = { ...wallet.calls }
    expect(result.current.canSwitchTo(bitcoinTestnet)).toBe(false)
    const during = await caught(kitNow.namespaces.switchNetwork(bitcoinTestnet))
    expect(words(en, during)).toBe(`The chain ${chain} belongs to no configured namespace`)
    expect(wallet.calls).toEqual(calls)
    expect(kitNow.account.get()).toEqual(account)
  })
})
