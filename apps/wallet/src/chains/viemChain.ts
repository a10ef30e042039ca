import { type Chain, defineChain } from 'viem'
import type { WalletChain } from '../config/readConfig'

/** A viem chain for one of the wallet's chains, talking to its configured RPC URL. */
export function viemChain(chain: WalletChain): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/** The wallet's chain for a CAIP-2 id (`eip155:31337`), a hex id (`0x7a69`) or a number. */
export function findChain(
  chains: readonly WalletChain[],
  id: string | number | undefined,
): WalletChain | undefined {
  const numeric = toChainNumber(id)
  return numeric === undefined ? undefined : chains.find((chain) => chain.id === numeric)
}

export function toChainNumber(id: string | number | undefined): number | undefined {
  if (typeof id === 'number') return Number.isSafeInteger(id) ? id : undefined
  if (typeof id !== 'string') return undefined
  const reference = id.startsWith('eip155:') ? id.slice('eip155:'.length) : id
  if (/^0x[0-9a-f]+$/i.test(reference)) return Number.parseInt(reference, 16)
  if (/^\d+$/.test(reference)) return Number(reference)
  return undefined
}
