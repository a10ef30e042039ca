import type { NamespaceConfig } from '@walletconnect/universal-provider'
import type { Network } from '../networks/network'

/** What a dapp asks a remote wallet for on eip155. */
export const WALLETCONNECT_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const
export const WALLETCONNECT_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** The `solana` namespace's wallet methods (WalletConnect's Solana JSON-RPC reference). */
export const WALLETCONNECT_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const
export const WALLETCONNECT_SOLANA_EVENTS = ['accountsChanged', 'chainChanged'] as const

/** The `bip122` namespace's wallet methods (WalletConnect's Bitcoin JSON-RPC reference). */
export const WALLETCONNECT_BIP122_METHODS = [
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'getAccountAddresses',
] as const
export const WALLETCONNECT_BIP122_EVENTS = ['bip122_addressesChanged'] as const

/**
 * The optional namespaces of a session proposal: eip155 with the dapp's EVM chains (each read
 * through the dapp's own RPC URL, never the vendor's), and `solana` / `bip122` with the dapp's
 * networks of those namespaces (CAIP-2 ids) when it has any. eip155 comes first: the provider's
 * default namespace is its first.
 */
export function proposalNamespaces(
  evmChains: readonly { id: number; rpcUrls: { default: { http: readonly string[] } } }[],
  networks: readonly Network[],
): NamespaceConfig {
  const namespaces: NamespaceConfig = {
    eip155: {
      chains: evmChains.map((chain) => `eip155:${chain.id}`),
      methods: [...WALLETCONNECT_METHODS],
      events: [...WALLETCONNECT_EVENTS],
      rpcMap: Object.fromEntries(
        evmChains.map((chain) => [String(chain.id), chain.rpcUrls.default.http[0] ?? '']),
      ),
    },
  }
  const solana = networks.filter((network) => network.chainNamespace === 'solana')
  if (solana.length > 0) {
    namespaces.solana = {
      chains: solana.map((network) => network.caipNetworkId),
      methods: [...WALLETCONNECT_SOLANA_METHODS],
      events: [...WALLETCONNECT_SOLANA_EVENTS],
      rpcMap: Object.fromEntries(
        solana.map((network) => [
          network.caipNetworkId.split(':')[1] ?? '',
          network.rpcUrls.default.http[0] ?? '',
        ]),
      ),
    }
  }
  const bip122 = networks.filter((network) => network.chainNamespace === 'bip122')
  if (bip122.length > 0) {
    namespaces.bip122 = {
      chains: bip122.map((network) => network.caipNetworkId),
      methods: [...WALLETCONNECT_BIP122_METHODS],
      events: [...WALLETCONNECT_BIP122_EVENTS],
    }
  }
  return namespaces
}
