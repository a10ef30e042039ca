/**
 * Where each bundled logo comes from: an open-licence icon set installed as a dev dependency of
 * @foyer/server, and the icon's file in it. `npm run logos -w @foyer/server`
 * (scripts/extractLogos.ts) copies only these icons, cleaned, into data/logos.json; the server
 * serves them from there and never fetches an image. Anything not listed here keeps its
 * monogram. Licences: docs/logos.md.
 */

export type LogoSet = 'simple-icons' | 'cryptocurrency-icons' | 'web3icons'
export type LogoSetInfo = { package: string; licence: string; notice?: string }

/** web3icons' licence (its repository's LICENCE file), shipped with the icons it covers. */
const WEB3ICONS_NOTICE = `MIT License

Copyright (c) 2024 0xa3k5

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`

/** The icon sets, with the licence of their artwork (and its notice, where it asks for one). */
export const LOGO_SETS: Readonly<Record<LogoSet, LogoSetInfo>> = {
  /** Brand marks as one path each, drawn here in the brand's colour on a tile. */
  'simple-icons': { package: 'simple-icons', licence: 'CC0-1.0' },
  /** Full-colour coin icons. */
  'cryptocurrency-icons': { package: 'cryptocurrency-icons', licence: 'CC0-1.0' },
  /** Full-colour wallet, exchange, network and token icons, copyright (c) 2024 0xa3k5. */
  web3icons: { package: '@web3icons/core', licence: 'MIT', notice: WEB3ICONS_NOTICE },
}

/** An icon of a set: a simple-icons slug, a cryptocurrency-icons symbol or a web3icons path. */
export type LogoSource = readonly [set: LogoSet, file: string]

const simple = (slug: string): LogoSource => ['simple-icons', slug]
const coin = (symbol: string): LogoSource => ['cryptocurrency-icons', symbol]
/** web3icons' "background" variant: the mark on its brand's square. */
const w3 = (kind: 'wallets' | 'exchanges' | 'networks' | 'tokens', name: string): LogoSource => [
  'web3icons',
  `${kind}/background/${name}`,
]

/**
 * Directory wallets by `image_id`. An exchange's mark stands for its own wallet where the
 * wallet carries it; SafePal's mark is its token's.
 */
export const WALLET_LOGO_SOURCES: Readonly<Record<string, LogoSource>> = {
  metamask: w3('wallets', 'metamask'),
  'trust-wallet': w3('wallets', 'trust'),
  'coinbase-wallet': w3('wallets', 'coinbase'),
  'okx-wallet': w3('wallets', 'okx'),
  phantom: w3('wallets', 'phantom'),
  'binance-wallet': w3('exchanges', 'binance'),
  rainbow: w3('wallets', 'rainbow'),
  rabby: w3('wallets', 'rabby'),
  'uniswap-wallet': w3('exchanges', 'uniswap'),
  'ledger-live': w3('wallets', 'ledger'),
  zerion: w3('wallets', 'zerion'),
  safe: w3('wallets', 'safe'),
  exodus: w3('wallets', 'exodus'),
  'brave-wallet': simple('brave'),
  backpack: w3('wallets', 'backpack'),
  tokenpocket: w3('wallets', 'token-pocket'),
  safepal: w3('tokens', 'SFP'),
  'bybit-wallet': w3('exchanges', 'bybit'),
  'crypto-com-onchain': w3('exchanges', 'crypto-com'),
  imtoken: w3('wallets', 'imtoken'),
  'trezor-suite': w3('wallets', 'trezor'),
  'kraken-wallet': w3('wallets', 'kraken'),
  argent: w3('wallets', 'argent'),
  '1inch-wallet': w3('exchanges', '1inch'),
  'gate-wallet': w3('exchanges', 'gate-io'),
  coin98: w3('wallets', 'coin98'),
  'blockchain-com': simple('blockchaindotcom'),
  solflare: w3('wallets', 'solflare'),
  zengo: w3('wallets', 'zengo'),
  'mew-wallet': w3('wallets', 'my-ether-wallet'),
  enkrypt: w3('wallets', 'enkrypt'),
  'ronin-wallet': w3('wallets', 'ronin'),
  'gemini-wallet': w3('exchanges', 'gemini'),
  glow: w3('wallets', 'glow'),
  'paraswap-wallet': w3('exchanges', 'para-swap'),
}

/**
 * Directory wallets whose name matches an icon of a set that they must not get, and why (the
 * test that every matching wallet has its logo reads this).
 */
export const WALLET_LOGO_EXCLUSIONS: Readonly<Record<string, string>> = {
  'bitget-wallet': "the Bitget exchange's mark is not the wallet's",
}

const ETHEREUM = w3('networks', 'ethereum')
const OP = w3('networks', 'optimism')
const POLYGON = w3('networks', 'polygon')
const BASE = w3('networks', 'base')
const ARBITRUM = w3('networks', 'arbitrum-one')
const SOLANA = w3('networks', 'solana')
const BITCOIN = w3('networks', 'bitcoin')

/**
 * Networks by CAIP-2 id; a testnet shows its mainnet's mark (its name tells them apart). The
 * dev chains keep their neutral monograms.
 */
export const NETWORK_LOGO_SOURCES: Readonly<Record<string, LogoSource>> = {
  'eip155:1': ETHEREUM,
  'eip155:10': OP,
  'eip155:56': w3('networks', 'binance-smart-chain'),
  'eip155:100': w3('networks', 'gnosis'),
  'eip155:130': w3('networks', 'unichain'),
  'eip155:137': POLYGON,
  'eip155:324': w3('networks', 'zksync'),
  'eip155:1101': w3('networks', 'polygon-zkevm'),
  'eip155:5000': w3('networks', 'mantle'),
  'eip155:8453': BASE,
  'eip155:42161': ARBITRUM,
  'eip155:42220': w3('networks', 'celo'),
  'eip155:43114': w3('networks', 'avalanche'),
  'eip155:59144': w3('networks', 'linea'),
  'eip155:80094': w3('networks', 'berachain'),
  'eip155:81457': w3('networks', 'blast'),
  'eip155:534352': w3('networks', 'scroll'),
  'eip155:7777777': w3('networks', 'zora'),
  'eip155:17000': ETHEREUM,
  'eip155:80002': POLYGON,
  'eip155:84532': BASE,
  'eip155:421614': ARBITRUM,
  'eip155:11155111': ETHEREUM,
  'eip155:11155420': OP,
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': SOLANA,
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': SOLANA,
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': SOLANA,
  'solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw': SOLANA,
  'bip122:000000000019d6689c085ae165831e93': BITCOIN,
  'bip122:000000000933ea01ad0ee984209779ba': BITCOIN,
}

/** Connectors by id; the browser-wallet kinds keep the generic wallet mark (walletGlyph.ts). */
export const CONNECTOR_LOGO_SOURCES: Readonly<Record<string, LogoSource>> = {
  walletConnect: w3('wallets', 'wallet-connect'),
}

/** Tokens by symbol: cryptocurrency-icons' coin where it has one (CC0), else web3icons'. */
export const TOKEN_LOGO_SOURCES: Readonly<Record<string, LogoSource>> = {
  ETH: coin('eth'),
  USDC: coin('usdc'),
  USDT: coin('usdt'),
  DAI: coin('dai'),
  WBTC: coin('wbtc'),
  BTC: coin('btc'),
  SOL: coin('sol'),
  MATIC: coin('matic'),
  POL: w3('tokens', 'POL'),
  BNB: coin('bnb'),
  AVAX: coin('avax'),
  // web3icons' ARB token draws letters; the token's logo is Arbitrum's.
  ARB: ARBITRUM,
  OP: w3('tokens', 'OP'),
  LINK: coin('link'),
  UNI: coin('uni'),
}

/** The kit's social sign-in providers (REMOTE_SOCIALS), by simple-icons slug. */
export const SOCIAL_LOGO_SOURCES: Readonly<Record<string, string>> = {
  google: 'google',
  github: 'github',
  apple: 'apple',
  facebook: 'facebook',
  x: 'x',
  discord: 'discord',
  farcaster: 'farcaster',
}
