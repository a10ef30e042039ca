export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Known networks whose native coin is not ether. */
const NATIVE_CURRENCIES: Readonly<Record<number, NativeCurrency>> = {
  56: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  100: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  137: { name: 'POL', symbol: 'POL', decimals: 18 },
  5000: { name: 'Mantle', symbol: 'MNT', decimals: 18 },
  42220: { name: 'Celo', symbol: 'CELO', decimals: 18 },
  43114: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  80002: { name: 'POL', symbol: 'POL', decimals: 18 },
  80094: { name: 'Berachain', symbol: 'BERA', decimals: 18 },
}

/** The native coin of a known EVM network (ether unless listed above). */
export function nativeCurrency(chainId: number): NativeCurrency {
  return NATIVE_CURRENCIES[chainId] ?? ETHER
}
