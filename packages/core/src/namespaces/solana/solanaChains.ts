import type { CaipNetworkId } from '@foyer/protocol'
import { solana, solanaDevnet, solanaTestnet } from '../../networks/solanaNetworks'

/** The Wallet Standard's name of a Solana cluster, by CAIP-2 id; any other is `solana:localnet`. */
const STANDARD_CHAINS: Readonly<Record<string, string>> = {
  [solana.caipNetworkId]: 'solana:mainnet',
  [solanaDevnet.caipNetworkId]: 'solana:devnet',
  [solanaTestnet.caipNetworkId]: 'solana:testnet',
}

/** The Wallet Standard chain (`solana:mainnet`, …) of a Solana network. */
export function toStandardChain(caipNetworkId: CaipNetworkId): string {
  return STANDARD_CHAINS[caipNetworkId] ?? 'solana:localnet'
}

/** Whether a Wallet Standard chain id is a Solana one. */
export const isSolanaChain = (chain: string) => chain.startsWith('solana:')
