import type { TileSvgOptions } from './tileSvg'

/** [symbol, name]; the symbol is drawn on the tile of a token without a bundled logo. */
const TOKENS = [
  ['ETH', 'Ether'],
  ['WETH', 'Wrapped Ether'],
  ['USDC', 'USD Coin'],
  ['USDT', 'Tether USD'],
  ['DAI', 'Dai'],
  ['WBTC', 'Wrapped Bitcoin'],
  ['BTC', 'Bitcoin'],
  ['SOL', 'Solana'],
  ['POL', 'Polygon'],
  ['MATIC', 'Polygon (MATIC)'],
  ['BNB', 'BNB'],
  ['AVAX', 'Avalanche'],
  ['ARB', 'Arbitrum'],
  ['OP', 'Optimism'],
  ['LINK', 'Chainlink'],
  ['UNI', 'Uniswap'],
  ['FUSD', 'Foyer USD'],
  ['FOY', 'Foyer Token'],
] as const

/** Tokens the account views show, by symbol (uppercase), the dev chains' FUSD and FOY included. */
export const TOKEN_IMAGES: ReadonlyMap<string, TileSvgOptions> = new Map(
  TOKENS.map(([symbol, name]) => [
    symbol,
    { text: symbol, seed: `token:${symbol}`, title: `${name} (${symbol})` },
  ]),
)
