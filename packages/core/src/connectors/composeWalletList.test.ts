import type { WalletEntry } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { walletEntry } from '../testing/walletEntry'
import { composeWalletList } from './composeWalletList'
import type { Connector } from './connector'

const imageUrl = (wallet: WalletEntry) => `img:${wallet.id}`

const entry = (id: string, rdns: string | null = null) => walletEntry(id, { rdns })

function connector(id: string, type: Connector['type'], rdns?: string): Connector {
  return { id, uid: `uid-${id}`, name: id, type, chain: 'eip155', ...(rdns ? { rdns } : {}) }
}

describe('composeWalletList', () => {
  const rabby = connector('io.rabby', 'ANNOUNCED', 'io.rabby')
  const safe = connector('safe', 'EXTERNAL')

  it('puts every section in the product’s order', () => {
    const items = composeWalletList({
      connectors: [
        { section: 'recent', connector: rabby },
        { section: 'external', connector: safe },
      ],
      featured: [entry('zerion')],
      custom: [{ id: 'house', name: 'House wallet' }],
      recommended: [entry('metamask'), entry('rainbow')],
      imageUrl,
    })
    expect(items.map((item) => [item.section, item.name])).toEqual([
      ['recent', 'io.rabby'],
      ['featured', 'zerion'],
      ['custom', 'House wallet'],
      ['external', 'safe'],
      ['recommended', 'metamask'],
      ['recommended', 'rainbow'],
    ])
  })

  it('puts the remote-wallet connector (WalletConnect) first when offered', () => {
    const items = composeWalletList({
      connectors: [{ section: 'recent', connector: rabby }],
      recommended: [entry('rainbow')],
      walletConnect: { name: 'WalletConnect' },
      imageUrl,
    })
    expect(items.map((item) => [item.section, item.name])).toEqual([
      ['walletConnect', 'WalletConnect'],
      ['recent', 'io.rabby'],
      ['recommended', 'rainbow'],
    ])
    expect(items[0]?.connector).toBeUndefined()
    expect(composeWalletList({ connectors: [], imageUrl })).toEqual([])
  })

  it('lists an installed directory wallet once, as the installed one, with the directory facts', () => {
    const items = composeWalletList({
      connectors: [{ section: 'injected', connector: rabby }],
      featured: [entry('rabby', 'io.rabby')],
      recommended: [entry('rabby', 'io.rabby'), entry('metamask', 'io.metamask')],
      imageUrl,
    })
    expect(items.map((item) => item.key)).toEqual(['connector:uid-io.rabby', 'wallet:metamask'])
    expect(items[0]?.wallet?.id).toBe('rabby')
    expect(items[0]?.imageUrl).toBe('img:rabby')
  })

  it('shows at most 4 recommended wallets, none already featured', () => {
    const items = composeWalletList({
      connectors: [],
      featured: [entry('a')],
      recommended: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => entry(id)),
      imageUrl,
    })
    expect(items.filter((i) => i.section === 'recommended').map((i) => i.name)).toEqual([
      'b',
      'c',
      'd',
      'e',
    ])
  })

  it('keeps a wallet’s own icon over the directory image', () => {
    const withIcon = { ...rabby, imageUrl: 'data:image/svg+xml,x' }
    const [item] = composeWalletList({
      connectors: [{ section: 'injected', connector: withIcon }],
      recommended: [entry('rabby', 'io.rabby')],
      imageUrl,
    })
    expect(item?.imageUrl).toBe('data:image/svg+xml,x')
  })
})
