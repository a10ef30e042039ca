import type { CaipNetworkId, ChainNamespace } from '@foyer/protocol'

/** A network the kit can connect to (docs/product.md). EVM networks use their numeric chain id as `id`. */
export type Network = {
  id: number | string
  name: string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  imageId?: string
}
