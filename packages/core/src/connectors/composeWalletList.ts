import type { WalletEntry } from '@foyer/protocol'
import type { CustomWallet } from '../directory/directoryOptions'
import { RECOMMENDED_WALLETS_COUNT } from '../directory/walletListSizes'
import type { Connector } from './connector'
import { CONNECTOR_DISPLAY_ORDER, type ConnectorSection } from './connectorSections'
import type { ConnectorListItem } from './orderConnectors'

/** One row of the Connect view: a connector to use, a directory wallet, or both. */
export type WalletListItem = {
  section: ConnectorSection
  key: string
  name: string
  imageUrl: string | undefined
  /** Connect through this connector (an installed or external wallet). */
  connector?: Connector
  /** What the directory (or the dapp) says about the wallet. */
  wallet?: WalletEntry | CustomWallet
}

export type ComposeWalletListInput = {
  connectors: readonly ConnectorListItem[]
  featured?: readonly WalletEntry[]
  custom?: readonly CustomWallet[]
  recommended?: readonly WalletEntry[]
  /** Offer remote wallets (WalletConnect) first, as the product’s order begins with them. */
  walletConnect?: { name: string; imageUrl?: string }
  imageUrl(wallet: WalletEntry): string
}

/**
 * The Connect view's list in the product’s display order (docs/product.md): the remote-wallet connector, recent,
 * injected, featured, custom, external, recommended (RECOMMENDED_WALLETS_COUNT of them). A
 * directory wallet that is installed is matched by rdns and listed once, as the installed wallet.
 */
export function composeWalletList(input: ComposeWalletListInput): WalletListItem[] {
  const installedRdns = new Set(input.connectors.flatMap(({ connector }) => connector.rdns ?? []))
  const byRdns = new Map<string, WalletEntry>()
  for (const wallet of [...(input.featured ?? []), ...(input.recommended ?? [])]) {
    if (wallet.rdns) byRdns.set(wallet.rdns, wallet)
  }
  const listed = new Set<string>()
  const isNew = (wallet: WalletEntry | CustomWallet) =>
    !listed.has(wallet.id) && !('rdns' in wallet && wallet.rdns && installedRdns.has(wallet.rdns))

  const remote: WalletListItem[] = input.walletConnect
    ? [
        {
          section: 'walletConnect',
          key: 'walletConnect',
          name: input.walletConnect.name,
          imageUrl: input.walletConnect.imageUrl,
        },
      ]
    : []
  const items: WalletListItem[] = input.connectors.map(({ section, connector }) => {
    const wallet = connector.rdns ? byRdns.get(connector.rdns) : undefined
    if (wallet) listed.add(wallet.id)
    return {
      section,
      key: `connector:${connector.uid}`,
      name: connector.name,
      imageUrl: connector.imageUrl ?? (wallet ? input.imageUrl(wallet) : undefined),
      connector,
      ...(wallet ? { wallet } : {}),
    }
  })
  const directoryItem = (section: ConnectorSection, wallet: WalletEntry): WalletListItem => {
    listed.add(wallet.id)
    return {
      section,
      key: `wallet:${wallet.id}`,
      name: wallet.name,
      imageUrl: input.imageUrl(wallet),
      wallet,
    }
  }
  for (const wallet of input.featured ?? [])
    if (isNew(wallet)) items.push(directoryItem('featured', wallet))
  for (const wallet of input.custom ?? []) {
    if (!isNew(wallet)) continue
    listed.add(wallet.id)
    items.push({
      section: 'custom',
      key: `custom:${wallet.id}`,
      name: wallet.name,
      imageUrl: wallet.image_url,
      wallet,
    })
  }
  const recommended = (input.recommended ?? []).filter(isNew).slice(0, RECOMMENDED_WALLETS_COUNT)
  for (const wallet of recommended) items.push(directoryItem('recommended', wallet))

  const rank = (section: ConnectorSection) => CONNECTOR_DISPLAY_ORDER.indexOf(section)
  return [...remote, ...items]
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item.section) - rank(b.item.section) || a.index - b.index)
    .map(({ item }) => item)
}
