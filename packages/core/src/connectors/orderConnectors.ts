import type { Connector } from './connector'
import { CONNECTOR_DISPLAY_ORDER, type ConnectorSection } from './connectorSections'
import { dedupeConnectors } from './dedupeConnectors'

export type ConnectorListItem = { section: ConnectorSection; connector: Connector }

export type OrderConnectorsInput = {
  connectors: readonly Connector[]
  /** Ids of recently used wallets, most recent first. */
  recentIds?: readonly string[]
  /** Ids of wallets the dapp features, in its order. */
  featuredIds?: readonly string[]
}

function sectionOf(connector: Connector, input: OrderConnectorsInput): ConnectorSection {
  if (connector.type === 'MULTI_CHAIN') return 'walletConnect'
  if (input.recentIds?.includes(connector.id)) return 'recent'
  if (input.featuredIds?.includes(connector.id)) return 'featured'
  if (connector.type === 'EXTERNAL') return 'external'
  return 'injected'
}

function rankWithin(connector: Connector, section: ConnectorSection, input: OrderConnectorsInput) {
  if (section === 'recent') return input.recentIds?.indexOf(connector.id) ?? 0
  if (section === 'featured') return input.featuredIds?.indexOf(connector.id) ?? 0
  return 0
}

/**
 * Puts connectors in the product’s display order (docs/product.md): the remote-wallet connector, recent,
 * injected, featured, custom, external, recommended. Each wallet appears once, in the first
 * section it belongs to; within a section the given order is kept (recent: most recent first).
 */
export function orderConnectors(input: OrderConnectorsInput): ConnectorListItem[] {
  const items = dedupeConnectors(input.connectors).map((connector, index) => {
    const section = sectionOf(connector, input)
    return { section, connector, index, rank: rankWithin(connector, section, input) }
  })
  const sectionRank = (section: ConnectorSection) => CONNECTOR_DISPLAY_ORDER.indexOf(section)
  items.sort(
    (a, b) =>
      sectionRank(a.section) - sectionRank(b.section) || a.rank - b.rank || a.index - b.index,
  )
  return items.map(({ section, connector }) => ({ section, connector }))
}
