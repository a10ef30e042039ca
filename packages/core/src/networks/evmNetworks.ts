import {
  arbitrum,
  arbitrumSepolia,
  avalanche,
  base,
  baseSepolia,
  bsc,
  celo,
  gnosis,
  linea,
  mainnet,
  optimism,
  polygon,
  scroll,
  sepolia,
  zksync,
} from 'viem/chains'
import { fromViemChain } from './fromViemChain'
import type { Network } from './network'

/** Common EVM networks, converted from viem's chain definitions. */
export const evmNetworks: readonly Network[] = /*#__PURE__*/ [
  mainnet,
  sepolia,
  base,
  baseSepolia,
  optimism,
  arbitrum,
  arbitrumSepolia,
  polygon,
  bsc,
  avalanche,
  gnosis,
  zksync,
  linea,
  celo,
  scroll,
].map((chain) => fromViemChain(chain))
