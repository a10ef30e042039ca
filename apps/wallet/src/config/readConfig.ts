import { DEV_PROJECT_ID, KNOWN_EVM_CHAINS } from '@foyer/protocol'
import {
  DEFAULT_SOLANA_RPC_URLS,
  parseSolanaRpcUrls,
  type WalletSolanaChain,
} from './readSolanaChains'

/** The FOYER_PUBLIC_* settings the wallet page reads (what `npm start` hands it). */
export interface WalletEnv {
  FOYER_PUBLIC_RELAY_URL?: string | undefined
  FOYER_PUBLIC_PROJECT_ID?: string | undefined
  FOYER_PUBLIC_CHAIN_RPC_URLS?: string | undefined
  FOYER_PUBLIC_SOLANA_RPC_URLS?: string | undefined
}

export interface WalletChain {
  id: number
  /** CAIP-2 id, e.g. `eip155:31337`. */
  caipId: `eip155:${number}`
  name: string
  rpcUrl: string
}

export interface WalletConfig {
  relayUrl: string
  projectId: string
  chains: WalletChain[]
  /** The Solana chains it signs for and sends to (FOYER_PUBLIC_SOLANA_RPC_URLS). */
  solanaChains: WalletSolanaChain[]
}

export const DEFAULT_RELAY_URL = 'ws://localhost:8787/relay'
export const DEFAULT_CHAIN_RPC_URLS = '31337=http://127.0.0.1:8545,31338=http://127.0.0.1:8546'

/** Reads the settings with their embedded defaults; empty values count as unset. Throws on a bad one. */
export function readConfig(env: WalletEnv): WalletConfig {
  return {
    relayUrl: parseRelayUrl(env.FOYER_PUBLIC_RELAY_URL || DEFAULT_RELAY_URL),
    projectId: parseProjectId(env.FOYER_PUBLIC_PROJECT_ID || DEV_PROJECT_ID),
    chains: parseChainRpcUrls(env.FOYER_PUBLIC_CHAIN_RPC_URLS || DEFAULT_CHAIN_RPC_URLS),
    solanaChains: parseSolanaRpcUrls(env.FOYER_PUBLIC_SOLANA_RPC_URLS || DEFAULT_SOLANA_RPC_URLS),
  }
}

/** `31337=http://127.0.0.1:8545,31338=http://127.0.0.1:8546` → chains, in the order given. */
export function parseChainRpcUrls(value: string): WalletChain[] {
  const chains = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry): WalletChain => {
      const separator = entry.indexOf('=')
      const chainId = entry.slice(0, separator)
      const rpcUrl = entry.slice(separator + 1)
      const id = Number(chainId)
      if (separator < 1 || !/^\d+$/.test(chainId) || id <= 0 || !isHttpUrl(rpcUrl)) {
        throw new Error(`Malformed FOYER_PUBLIC_CHAIN_RPC_URLS entry: ${entry}`)
      }
      return { id, caipId: `eip155:${id}`, name: KNOWN_EVM_CHAINS[id] ?? `Chain ${id}`, rpcUrl }
    })
  if (chains.length === 0) throw new Error('FOYER_PUBLIC_CHAIN_RPC_URLS names no chain')
  const ids = chains.map((chain) => chain.id)
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index)
  if (repeated !== undefined) {
    throw new Error(`FOYER_PUBLIC_CHAIN_RPC_URLS names chain ${repeated} twice`)
  }
  return chains
}

function parseRelayUrl(value: string): string {
  if (!/^wss?:\/\/./.test(value) || !URL.canParse(value)) {
    throw new Error(`FOYER_PUBLIC_RELAY_URL must be a ws:// or wss:// URL, got ${value}`)
  }
  return value
}

function parseProjectId(value: string): string {
  if (!/^[0-9a-f]{32}$/i.test(value)) {
    throw new Error(`FOYER_PUBLIC_PROJECT_ID must be 32 hex characters, got ${value}`)
  }
  return value
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\/./.test(value) && URL.canParse(value)
}
