import type { WalletEntry } from '@foyer/protocol'
import type { WalletListItem } from './composeWalletList'
import type { ConnectorListItem } from './orderConnectors'

type Input = {
  connectors: readonly ConnectorListItem[]
  /** Directory wallets: a page run or search results. */
  wallets: readonly WalletEntry[]
  /** The search text; connectors are filtered by name with it too. */
  query: string
  imageUrl(wallet: WalletEntry): string
}

/**
 * The All wallets list: installed and external wallets first (they connect at once), then the
 * directory's, each wallet once — a directory wallet that is installed is matched by rdns.
 */
export function listAllWallets({ connectors, wallets, query, imageUrl }: Input): WalletListItem[] {
  const needle = query.trim().toLowerCase()
  const local = connectors.filter(
    ({ connector }) =>
      connector.type !== 'MULTI_CHAIN' && connector.name.toLowerCase().includes(needle),
  )
  const installed = new Set(connectors.flatMap(({ connector }) => connector.rdns ?? []))
  const items: WalletListItem[] = local.map(({ section, connector }) => ({
    section,
    key: `connector:${connector.uid}`,
    name: connector.name,
    imageUrl: connector.imageUrl,
    connector,
  }))
  for (const wallet of wallets) {
    if (wallet.rdns && installed.has(wallet.rdns)) continue
    items.push({
      section: 'recommended',
      key: `wallet:${wallet.id}`,
      name: wallet.name,
      imageUrl: imageUrl(wallet),
      wallet,
    })
  }
  return items
}
