import { cookieStorage, devChainA, type FoyerOptions } from '@foyer/core'

// The local dev chain (anvil, chain id 31337; `npm start` in the Foyer repository runs it at
// http://127.0.0.1:8545). Add `apiUrl` and `projectId` to reach a Foyer server: the wallet
// directory, email and social sign-in. `ssr` with the connection kept in a cookie: the server
// renders a returning visitor's account.
export const foyerOptions: FoyerOptions = {
  networks: [devChainA],
  rpcUrls: { 31337: process.env.NEXT_PUBLIC_RPC_URL ?? 'http://127.0.0.1:8545' },
  ssr: true,
  wagmiStorage: cookieStorage,
}
