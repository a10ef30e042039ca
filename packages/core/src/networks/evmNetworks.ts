import {
  arbitrum,
  arbitrumSepolia,
  avalanche,
  base,
  baseSepolia,
  berachain,
  blast,
  bsc,
  celo,
  gnosis,
  holesky,
  linea,
  mainnet,
  mantle,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  polygonZkEvm,
  scroll,
  sepolia,
  unichain,
  zksync,
  zora,
} from 'viem/chains'
import { fromViemChain } from './fromViemChain'
import type { Network } from './network'

/**
 * Common EVM networks, converted from viem's chain definitions: every chain of the protocol's
 * KNOWN_EVM_CHAINS besides the dev chains (a test in knownNetworks checks it).
 */
export const evmNetworks: readonly Network[] = /*#__PURE__*/ [
  mainnet,
  sepolia,
  holesky,
  base,
  baseSepolia,
  optimism,
  optimismSepolia,
  arbitrum,
  arbitrumSepolia,
  polygon,
  polygonAmoy,
  polygonZkEvm,
  bsc,
  avalanche,
  gnosis,
  zksync,
  linea,
  celo,
  scroll,
  unichain,
  mantle,
  berachain,
  blast,
  zora,
].map((chain) => fromViemChain(chain))
