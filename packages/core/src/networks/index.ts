/**
 * Every network Foyer defines, as its own entry (`@foyer/core/networks`) so a page can load the
 * registry only when it needs networks beyond the ones it imports by name.
 */
export { bitcoin, bitcoinNetworks, bitcoinTestnet } from './bitcoinNetworks'
export { devChainA, devChainB } from './devChains'
export { evmNetworks } from './evmNetworks'
export { knownNetworks } from './knownNetworks'
export { solana, solanaDevnet, solanaNetworks, solanaTestnet } from './solanaNetworks'
