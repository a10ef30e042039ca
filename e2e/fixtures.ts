import { test as base } from '@playwright/test'
import type { Address } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { CHAIN_A_ID, CHAIN_B_ID, CHAIN_RPC_URLS } from './stack'
import { testAccount } from './testAccount'
import { multichainWalletScript, testWalletScript } from './wallet/bundle'
import type { TestWalletControl } from './wallet/control'
import type { MultichainWalletOptions } from './wallet/multichainWallets'
import type { TestWalletChain } from './wallet/options'

export { expect } from '@playwright/test'
export { publicClient } from './publicClient'
export { testAccount } from './testAccount'

/** Options of the `wallet` fixture; set with `test.use({ walletOptions: { … } })`. */
export interface WalletOptions {
  /** Account of the test mnemonic the wallet holds. Default 0. */
  accountIndex: number
  /** Chain the wallet starts on. Default 31337. */
  initialChainId: number
  /** Announce the same EIP-6963 detail twice, to prove the page deduplicates. Default true. */
  announceTwice: boolean
  /** Also expose the provider as `window.ethereum`. Default true. */
  legacyEthereum: boolean
  /** Dev chains the wallet knows from the start; others must be added. Default both. */
  knownChainIds: number[]
  /** Chains the page does not configure (ids of our choosing, reads served by a dev chain). */
  extraChains: TestWalletChain[]
}

export const DEFAULT_WALLET_OPTIONS: WalletOptions = {
  accountIndex: 0,
  initialChainId: CHAIN_A_ID,
  announceTwice: true,
  legacyEthereum: true,
  knownChainIds: [CHAIN_A_ID, CHAIN_B_ID],
  extraChains: [],
}

/** The Node side of the test wallet injected into `page`; the calls act on the current document. */
export interface TestWallet {
  readonly options: WalletOptions
  /** The wallet's account (follows `switchAccount`). */
  readonly account: HDAccount
  readonly address: Address
  /** The next connect request fails with 4001 'User rejected the request.'. */
  rejectNextConnect(): Promise<void>
  /** The next connect request never answers. */
  hangNextConnect(): Promise<void>
  /** The next request of `method` fails with 4001 (e.g. 'personal_sign'). */
  rejectNextRequest(method: string): Promise<void>
  /** Method names of the requests the page made since it loaded, in order. */
  requests(): Promise<string[]>
  chainId(): Promise<number>
  connected(): Promise<boolean>
  /** The user picks another account in the wallet (emits accountsChanged when connected). */
  switchAccount(index: number): Promise<void>
  /** The user disconnects the site from the wallet (accountsChanged([]) and disconnect). */
  disconnect(): Promise<void>
}

/** The Node side of the Solana and Bitcoin test wallets injected into `page`. */
export interface MultichainTestWallets {
  readonly options: MultichainWalletOptions
  /** The Solana wallet's base58 address (once the page has loaded). */
  solanaAddress(): Promise<string>
  /** The Bitcoin wallet's payment (P2WPKH) and ordinals (P2TR) addresses. */
  bitcoinAddresses(): Promise<{ payment: string; ordinals: string }>
  /** Feature names the page called on each wallet, in order. */
  requests(): Promise<{ solana: string[]; bitcoin: string[] }>
}

interface Fixtures {
  walletOptions: Partial<WalletOptions>
  wallet: TestWallet
  /** Which of the Solana and Bitcoin test wallets to inject; set with `test.use`. */
  multichainWalletOptions: MultichainWalletOptions
  multichainWallets: MultichainTestWallets
}

export const test = base.extend<Fixtures>({
  walletOptions: [{}, { option: true }],
  multichainWalletOptions: [{ bitcoin: { network: 'testnet' } }, { option: true }],
  multichainWallets: async ({ page, multichainWalletOptions: options }, use) => {
    await page.addInitScript(await multichainWalletScript(options))
    const installed = () =>
      page.waitForFunction(
        ({ solana, bitcoin }) =>
          (!solana || window.__foyerSolanaTestWallet !== undefined) &&
          (!bitcoin || window.__foyerBitcoinTestWallet !== undefined),
        { solana: options.solana !== undefined, bitcoin: options.bitcoin !== undefined },
      )
    await use({
      options,
      solanaAddress: async () => {
        await installed()
        return page.evaluate(() => window.__foyerSolanaTestWallet?.address ?? '')
      },
      bitcoinAddresses: async () => {
        await installed()
        return page.evaluate(() => ({
          payment: window.__foyerBitcoinTestWallet?.addresses.payment ?? '',
          ordinals: window.__foyerBitcoinTestWallet?.addresses.ordinals ?? '',
        }))
      },
      requests: async () => {
        await installed()
        return page.evaluate(() => ({
          solana: [...(window.__foyerSolanaTestWallet?.requests ?? [])],
          bitcoin: [...(window.__foyerBitcoinTestWallet?.requests ?? [])],
        }))
      },
    })
  },
  wallet: async ({ page, walletOptions }, use) => {
    const options: WalletOptions = { ...DEFAULT_WALLET_OPTIONS, ...walletOptions }
    await page.addInitScript(
      await testWalletScript({
        ...options,
        chains: [
          ...options.knownChainIds.map((id) => ({ id, rpcUrl: CHAIN_RPC_URLS[id] ?? '' })),
          ...options.extraChains,
        ],
      }),
    )
    const ready = () => page.waitForFunction(() => window.__foyerTestWallet !== undefined)
    const control = async <T, A>(fn: (arg: A) => T, arg: A): Promise<Awaited<T>> => {
      await ready()
      return (await page.evaluate(fn as unknown as (arg: unknown) => T, arg)) as Awaited<T>
    }
    let account = testAccount(options.accountIndex)
    await use({
      options,
      get account() {
        return account
      },
      get address() {
        return account.address
      },
      rejectNextConnect: () =>
        control(() => {
          ;(window.__foyerTestWallet as TestWalletControl).rejectNextConnect = true
        }, null),
      hangNextConnect: () =>
        control(() => {
          ;(window.__foyerTestWallet as TestWalletControl).hangNextConnect = true
        }, null),
      rejectNextRequest: (method) =>
        control((m) => {
          ;(window.__foyerTestWallet as TestWalletControl).rejectNextRequest = m
        }, method),
      requests: () =>
        control(() => [...(window.__foyerTestWallet as TestWalletControl).requests], null),
      chainId: () => control(() => (window.__foyerTestWallet as TestWalletControl).chainId, null),
      connected: () =>
        control(() => (window.__foyerTestWallet as TestWalletControl).connected, null),
      switchAccount: async (index) => {
        await control(
          (i) => (window.__foyerTestWallet as TestWalletControl).switchAccount(i),
          index,
        )
        account = testAccount(index)
      },
      disconnect: () =>
        control(() => (window.__foyerTestWallet as TestWalletControl).disconnect(), null),
    })
  },
})
