import type { WalletAccount } from '@wallet-standard/base'
import { isBitcoinChain } from './bitcoinChains'

/** A Bitcoin wallet's accounts by purpose: `payment` (pays, receives, signs in), `ordinals`. */
export interface BitcoinAccounts {
  payment: WalletAccount
  ordinals: WalletAccount | undefined
}

const isTaproot = (address: string) => /^(bc1p|tb1p|bcrt1p)/i.test(address)

/**
 * The payment and ordinals accounts among a wallet's: by the purpose the wallet labels them with
 * (sats-connect's `payment`/`ordinals`), else by kind (a taproot address is the ordinals one, any
 * other the payment one). `undefined` when the wallet gives no Bitcoin account.
 */
export function bitcoinAccounts(accounts: readonly WalletAccount[]): BitcoinAccounts | undefined {
  const bitcoinOnes = accounts.filter(
    (account) => account.chains.length === 0 || account.chains.some(isBitcoinChain),
  )
  const labelled = (purpose: string) => bitcoinOnes.find((account) => account.label === purpose)
  const payment =
    labelled('payment') ??
    bitcoinOnes.find((account) => !isTaproot(account.address)) ??
    bitcoinOnes[0]
  if (!payment) return undefined
  const ordinals =
    labelled('ordinals') ??
    bitcoinOnes.find((account) => account !== payment && isTaproot(account.address))
  return { payment, ordinals }
}
