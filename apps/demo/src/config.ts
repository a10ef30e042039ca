import {
  bitcoinTestnet,
  devChainA,
  devChainB,
  devSolana,
  type Network,
  withRpcUrls,
} from '@foyer/core'
import { DEV_PROJECT_ID } from '@foyer/protocol'
import { parseRpcUrls, parseSolanaRpcUrls } from './parseRpcUrls'

/** Settings `npm start` hands the demo (FOYER_PUBLIC_* variables), with the embedded defaults. */
export const apiUrl: string = import.meta.env.FOYER_PUBLIC_API_URL ?? 'http://localhost:8787'
export const projectId: string = import.meta.env.FOYER_PUBLIC_PROJECT_ID ?? DEV_PROJECT_ID
/** The reference web wallet (apps/wallet) that pairs by WalletConnect through our relay. */
export const referenceWalletUrl: string =
  import.meta.env.FOYER_PUBLIC_WALLET_URL ?? 'http://localhost:5175/'
/** The embedded-wallet frame page (its own origin, same site as the demo). */
export const frameUrl: string =
  import.meta.env.FOYER_PUBLIC_FRAME_URL ?? 'http://wallet.foyer.localhost:8788/'

export const rpcUrls: Record<number, string> = parseRpcUrls(
  import.meta.env.FOYER_PUBLIC_CHAIN_RPC_URLS ??
    '31337=http://127.0.0.1:8545,31338=http://127.0.0.1:8546',
)

/** The Solana chains the stack serves (`solana:<reference>=url,…`), by CAIP-2 id. */
export const solanaRpcUrls: Record<string, string> = parseSolanaRpcUrls(
  import.meta.env.FOYER_PUBLIC_SOLANA_RPC_URLS ??
    `${devSolana.caipNetworkId}=http://127.0.0.1:8899`,
)

/**
 * The networks this page shows: the EVM dev chains the stack serves, each with the API's dev
 * explorer (`/dev/explorer`) so that explorer links lead somewhere without outside hosts; the
 * Solana dev chain on the stack's node; Bitcoin Testnet, whose wallets connect and sign (Foyer
 * reads no Bitcoin balances yet).
 */
export const networks: Network[] = [
  ...[devChainA, devChainB]
    .filter((network) => Number(network.id) in rpcUrls)
    .map((network) => ({
      ...network,
      blockExplorers: {
        default: { name: 'Foyer dev explorer', url: `${apiUrl}/dev/explorer/${network.id}` },
      },
    })),
  ...[devSolana]
    .filter((network) => network.caipNetworkId in solanaRpcUrls)
    .map((network) => withRpcUrls(network, solanaRpcUrls[network.caipNetworkId] ?? '')),
  bitcoinTestnet,
]

/** Chains CHAIN_RPC_URLS names that this page does not show (it says so, never silently). */
export const otherChainIds = Object.keys(rpcUrls)
  .map(Number)
  .filter((id) => !networks.some((network) => Number(network.id) === id))

/** The RPC URLs of the networks shown. */
export const shownRpcUrls = Object.fromEntries(
  networks
    .filter((network) => network.chainNamespace === 'eip155')
    .map((network) => [Number(network.id), rpcUrls[Number(network.id)] ?? '']),
)

/**
 * How long the modal waits for a wallet before offering a retry; `?connectTimeoutMs=` overrides
 * it so that a test need not wait for the default.
 */
export const connectTimeoutMs: number | undefined = (() => {
  const value = new URLSearchParams(window.location.search).get('connectTimeoutMs')
  return value ? Number(value) : undefined
})()
