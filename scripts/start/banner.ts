import type { Deployments } from '@foyer/protocol'

export interface BannerInput {
  demoPort: number
  frameOrigin: string
  /** The reference WalletConnect wallet page. */
  walletUrl: string
  /** The WalletConnect relay (`ws://…/relay`) the wallet and the demo use. */
  relayUrl: string
  apiUrl: string
  /** The custodian the API uses (custodial email recovery on); undefined: off, no line. */
  custodianUrl?: string | undefined
  /** The dev project the demo uses (its id is public: it is in every request). */
  projectId: string
  /**
   * The chains; `stateFile`: an anvil started here. `bundler`: the chain's ERC-4337 bundler,
   * `dev` when `npm start` runs it (alto), else the operator's (CHAIN_BUNDLER_URLS).
   */
  chains: {
    chainId: number
    rpcUrl: string
    stateFile?: string | undefined
    bundler?: { url: string; dev: boolean } | undefined
  }[]
  /** The Solana chains (SOLANA_RPC_URLS); `devSvm`: the dev SVM started in this process. */
  solanaChains?: { caipNetworkId: string; rpcUrl: string; devSvm: boolean }[]
  deployments: Deployments
  database: string
  dataDir: string
  notes: string[]
}

/** The table `npm start` prints once everything answers. */
export function banner(input: BannerInput): string {
  const rows: [string, string][] = [
    ['demo', `http://foyer.localhost:${input.demoPort}  (also http://localhost:${input.demoPort})`],
    ['frame', `${input.frameOrigin}  (the embedded wallet, its own origin)`],
    ['wallet', `${input.walletUrl}  (reference WalletConnect wallet, anvil test keys)`],
    ['API', input.apiUrl],
    ['relay', `${input.relayUrl}  (WalletConnect relay)`],
    ['health', `${input.apiUrl}/health`],
    ...(input.custodianUrl
      ? ([
          [
            'custodian',
            `${input.custodianUrl}  (custodial email recovery ON: it and the API can restore wallets by email sign-in alone)`,
          ],
        ] as [string, string][])
      : []),
    ['project', `${input.projectId}  (dev project; npm run foyer -- project list)`],
  ]
  input.chains.forEach((chain, index) => {
    const how = chain.stateFile ? `anvil, state in ${chain.stateFile}` : 'external'
    rows.push([
      `chain ${chainLetter(index)}`,
      `${chain.rpcUrl}  (chain id ${chain.chainId}, ${how})`,
    ])
    if (chain.bundler) {
      const which = chain.bundler.dev ? 'dev bundler, alto' : 'CHAIN_BUNDLER_URLS'
      rows.push([
        `bundler ${chainLetter(index)}`,
        `${chain.bundler.url}  (ERC-4337 for chain id ${chain.chainId}, ${which})`,
      ])
    }
  })
  for (const chain of input.solanaChains ?? []) {
    const how = chain.devSvm ? 'dev SVM, litesvm in this process, fresh each start' : 'external'
    rows.push(['solana', `${chain.rpcUrl}  (${chain.caipNetworkId}, ${how})`])
  }
  for (const chain of input.deployments.solana ?? []) {
    const tokens = chain.tokens.map((token) => `${token.symbol} ${token.mint}`).join(', ')
    rows.push(['solana tokens', `${tokens}  (dev keys: @foyer/devchain devSolanaSigner)`])
  }
  for (const chain of input.deployments.chains) {
    const tokens = chain.tokens.map((token) => `${token.symbol} ${token.address}`).join(', ')
    rows.push([`tokens ${chain.chainId}`, tokens])
    const contracts = [
      ...(chain.priceOracle ? [`price oracle ${chain.priceOracle}`] : []),
      ...(chain.collectibles ?? []).map((nft) => `${nft.symbol} ${nft.address}`),
    ]
    if (contracts.length > 0) rows.push([`contracts ${chain.chainId}`, contracts.join(', ')])
  }
  rows.push(['database', input.database], ['data dir', input.dataDir])
  for (const note of input.notes) rows.push(['note', note])
  const width = Math.max(...rows.map(([label]) => label.length))
  return ['', ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`), ''].join('\n')
}

function chainLetter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1)
}
