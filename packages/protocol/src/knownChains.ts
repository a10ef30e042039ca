/**
 * The EVM chains Foyer knows, by id: the two dev chains plus common networks. The server accepts
 * these in CHAIN_RPC_URLS and core defines a Network for each (a test there checks it), so a
 * chain the server serves is one the kit can show.
 */
export const KNOWN_EVM_CHAINS: Readonly<Record<number, string>> = {
  31337: 'Foyer dev chain A',
  31338: 'Foyer dev chain B',
  1: 'Ethereum',
  10: 'OP Mainnet',
  56: 'BNB Smart Chain',
  100: 'Gnosis',
  130: 'Unichain',
  137: 'Polygon',
  324: 'ZKsync Era',
  1101: 'Polygon zkEVM',
  5000: 'Mantle',
  8453: 'Base',
  42161: 'Arbitrum One',
  42220: 'Celo',
  43114: 'Avalanche C-Chain',
  59144: 'Linea',
  80094: 'Berachain',
  81457: 'Blast',
  534352: 'Scroll',
  7777777: 'Zora',
  17000: 'Holesky',
  80002: 'Polygon Amoy',
  84532: 'Base Sepolia',
  421614: 'Arbitrum Sepolia',
  11155111: 'Sepolia',
  11155420: 'OP Sepolia',
}

export function isKnownEvmChain(chainId: number): boolean {
  return Object.hasOwn(KNOWN_EVM_CHAINS, chainId)
}
