import { describe, expect, it } from 'vitest'
import { type Connector, connectorNamespaces, connectorUidIn } from './connector'
import { CONNECTOR_DISPLAY_ORDER } from './connectorSections'
import { dedupeConnectors } from './dedupeConnectors'
import { orderConnectors } from './orderConnectors'

function connector(id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector {
  return { id, uid: `uid-${id}`, name: id, type, chain: 'eip155', ...extra }
}

const rabby = connector('io.rabby', 'ANNOUNCED', { rdns: 'io.rabby', uuid: 'u-rabby' })
const metamask = connector('io.metamask', 'ANNOUNCED', { rdns: 'io.metamask', uuid: 'u-mm' })
const legacy = connector('injected', 'INJECTED')
const safe = connector('safe', 'EXTERNAL')
const walletConnect = connector('walletConnect', 'MULTI_CHAIN')

describe('dedupeConnectors', () => {
  it('drops a second announcement with the same uuid', () => {
    const again = connector('io.rabby#2', 'ANNOUNCED', { uuid: 'u-rabby', rdns: 'io.rabby.x' })
    expect(dedupeConnectors([rabby, again]).map((c) => c.id)).toEqual(['io.rabby'])
  })

  it('drops a second announcement with the same rdns and another uuid', () => {
    const again = connector('io.rabby', 'ANNOUNCED', { rdns: 'io.rabby', uuid: 'u-other' })
    expect(dedupeConnectors([rabby, again])).toEqual([rabby])
  })

  it('hides the legacy window.ethereum connector when a wallet announced itself', () => {
    expect(dedupeConnectors([legacy, rabby])).toEqual([rabby])
  })

  it('keeps the legacy connector when nothing announces', () => {
    expect(dedupeConnectors([legacy, safe])).toEqual([legacy, safe])
  })

  it('keeps distinct wallets in their order', () => {
    expect(dedupeConnectors([metamask, rabby, safe])).toEqual([metamask, rabby, safe])
  })

  it('lists a wallet announced in two namespaces once, with both (matched by name)', () => {
    const phantomEvm = connector('app.phantom', 'ANNOUNCED', {
      name: 'Phantom',
      rdns: 'app.phantom',
      uuid: 'u-phantom',
    })
    const phantomSolana = connector('wallet-standard:Phantom', 'ANNOUNCED', {
      name: 'Phantom',
      chain: 'solana',
    })
    const listed = dedupeConnectors([phantomEvm, rabby, phantomSolana])
    expect(listed).toEqual([
      { ...phantomEvm, alsoIn: [{ chain: 'solana', uid: 'uid-wallet-standard:Phantom' }] },
      rabby,
    ])
    expect(connectorNamespaces(listed[0] as Connector)).toEqual(['eip155', 'solana'])
    expect(connectorUidIn(listed[0] as Connector, 'solana')).toBe('uid-wallet-standard:Phantom')
    expect(connectorUidIn(listed[0] as Connector, 'bip122')).toBeUndefined()
  })

  it('keeps a Solana-only wallet, and the legacy EVM connector when only Solana wallets announce', () => {
    const solflare = connector('wallet-standard:Solflare', 'ANNOUNCED', {
      name: 'Solflare',
      chain: 'solana',
    })
    expect(dedupeConnectors([legacy, solflare])).toEqual([legacy, solflare])
  })
})

describe('orderConnectors (docs/product.md display order)', () => {
  it('the display order is the product’s', () => {
    expect(CONNECTOR_DISPLAY_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('orders remote-wallet, recent, injected, featured, external', () => {
    const items = orderConnectors({
      connectors: [safe, metamask, rabby, walletConnect, connector('feat', 'EXTERNAL')],
      recentIds: ['io.rabby'],
      featuredIds: ['feat'],
    })
    expect(items.map((item) => [item.section, item.connector.id])).toEqual([
      ['walletConnect', 'walletConnect'],
      ['recent', 'io.rabby'],
      ['injected', 'io.metamask'],
      ['featured', 'feat'],
      ['external', 'safe'],
    ])
  })

  it('lists recent wallets most recent first and each wallet once', () => {
    const items = orderConnectors({
      connectors: [metamask, rabby, rabby],
      recentIds: ['io.rabby', 'io.metamask'],
    })
    expect(items.map((item) => item.connector.id)).toEqual(['io.rabby', 'io.metamask'])
    expect(items.every((item) => item.section === 'recent')).toBe(true)
  })

  it('ignores recent ids of wallets that are gone', () => {
    const items = orderConnectors({ connectors: [metamask], recentIds: ['gone'] })
    expect(items).toEqual([{ section: 'injected', connector: metamask }])
  })

  it('falls back to the legacy connector alone', () => {
    expect(orderConnectors({ connectors: [legacy] })).toEqual([
      { section: 'injected', connector: legacy },
    ])
  })
})
