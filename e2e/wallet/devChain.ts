import { type Chain, defineChain } from 'viem'

/** A viem chain for a local dev chain (anvil) reached at `rpcUrl`. */
export function devChain(id: number, rpcUrl: string): Chain {
  return defineChain({
    id,
    name: `Dev chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}
