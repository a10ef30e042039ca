import type { Address, EIP1193Provider } from 'viem'
import type { Emitter } from './emitter'

/** EIP-6963 provider info. */
export interface TestWalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/** The EIP-1193 provider the test wallet injects. */
export interface TestWalletProvider
  extends Pick<Emitter, 'on' | 'removeListener' | 'off' | 'once'> {
  readonly isFoyerTestWallet: true
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/** `window.__foyerTestWallet`: lets a test steer the wallet and see what the page asked of it. */
export interface TestWalletControl {
  /** The next connect (eth_requestAccounts / wallet_requestPermissions) fails with 4001. */
  rejectNextConnect: boolean
  /** The next connect never answers. */
  hangNextConnect: boolean
  /** The next request with this method name fails with 4001 (e.g. 'personal_sign'). */
  rejectNextRequest: string | null
  /** Method names of every request the page made, in order. */
  readonly requests: string[]
  readonly info: TestWalletInfo
  readonly provider: TestWalletProvider
  readonly address: Address
  readonly chainId: number
  readonly connected: boolean
  /** The user picks another account of the mnemonic in the wallet: emits accountsChanged. */
  switchAccount(index: number): void
  /** The user disconnects the site in the wallet: emits accountsChanged([]) and disconnect. */
  disconnect(): void
}

declare global {
  interface Window {
    __foyerTestWallet?: TestWalletControl
    ethereum?: EIP1193Provider | undefined
  }
}
