import { bitcoinNetworks } from './bitcoinNetworks'
import { devChainA, devChainB } from './devChains'
import { evmNetworks } from './evmNetworks'
import type { Network } from './network'
import { solanaNetworks } from './solanaNetworks'

/** Every network Foyer defines: the dev chains, common EVM networks, Solana and Bitcoin. */
export const knownNetworks: readonly Network[] = [
  devChainA,
  devChainB,
  ...evmNetworks,
  ...solanaNetworks,
  ...bitcoinNetworks,
]
