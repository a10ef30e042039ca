import type { CaipNetworkId } from '@foyer/protocol'
import { bitcoin, bitcoinTestnet } from '../../networks/bitcoinNetworks'

/** The Wallet Standard's name of a Bitcoin network, by CAIP-2 id (`bitcoin:mainnet`, …). */
const STANDARD_CHAINS: Readonly<Record<string, string>> = {
  [bitcoin.caipNetworkId]: 'bitcoin:mainnet',
  [bitcoinTestnet.caipNetworkId]: 'bitcoin:testnet',
}

/** The Wallet Standard chain of a Bitcoin network; `undefined` for one the standard does not name. */
export function toBitcoinStandardChain(caipNetworkId: CaipNetworkId): string | undefined {
  return STANDARD_CHAINS[caipNetworkId]
}

/** Whether a Wallet Standard chain id is a Bitcoin one (`bitcoin:mainnet`, `bitcoin:testnet`, …). */
export const isBitcoinChain = (chain: string) => chain.startsWith('bitcoin:')
