import type { BitcoinTestNetwork } from './bitcoin/bitcoinTestKeys'
import { type BitcoinTestWalletControl, createBitcoinTestWallet } from './bitcoin/bitcoinTestWallet'
import { createSolanaTestWallet, type SolanaTestWalletControl } from './solana/solanaTestWallet'
import { registerWallet } from './standard/registerWallet'

/** Options of the Solana and Bitcoin test wallets; JSON-serialisable (they go into an init script). */
export interface MultichainWalletOptions {
  /** Install the Wallet Standard Solana wallet, with the RPC URL per chain it sends to. */
  solana?: { rpcUrls: Record<string, string>; accountIndex?: number; seedHex?: string }
  /** Install the Bitcoin wallet, on this network (default testnet). */
  bitcoin?: { network?: BitcoinTestNetwork }
}

declare global {
  interface Window {
    __foyerSolanaTestWallet?: SolanaTestWalletControl
    __foyerBitcoinTestWallet?: BitcoinTestWalletControl
  }
}

/**
 * Installs the Solana and Bitcoin test wallets into the current top-level page and registers
 * them through the Wallet Standard (registerWallet): `window.__foyerSolanaTestWallet` and
 * `window.__foyerBitcoinTestWallet` let a test steer them.
 */
export async function installMultichainWallets(options: MultichainWalletOptions): Promise<void> {
  if (window !== window.top) return
  if (options.bitcoin && !window.__foyerBitcoinTestWallet) {
    const bitcoin = createBitcoinTestWallet(options.bitcoin)
    window.__foyerBitcoinTestWallet = bitcoin
    registerWallet(bitcoin.wallet)
  }
  if (options.solana && !window.__foyerSolanaTestWallet) {
    const solana = await createSolanaTestWallet(options.solana)
    window.__foyerSolanaTestWallet = solana
    registerWallet(solana.wallet)
  }
}
