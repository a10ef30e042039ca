/**
 * `@foyer/devchain/bitcoin`: what the Bitcoin test wallets (core's bip122 test wallet and e2e's
 * "Foyer Test Bitcoin") share. No Bitcoin node runs here; this entry is pure and browser-safe
 * (the e2e wallet is bundled for the page), unlike the package's main entry.
 */
export { type Bip322Key, signBip322 } from './signBip322'
