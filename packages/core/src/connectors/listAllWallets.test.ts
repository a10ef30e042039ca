import type { WalletEntry } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import type { Connector } from './connector'
import { listAllWallets } from './listAllWallets'

const entry = (id: string, rdns: string | null = null) =>
  ({ id, name: id, image_id: id, rdns }) as WalletEntry
const connector = (id: string, name: string, rdns?: string): Connector => ({
  id,
  uid: `uid-${id}`,
  name,
  type: rdns ? 'ANNOUNCED' : 'EXTERNAL',
  chain: 'eip155',
  ...(rdns ? { rdns } : {}),
})
const imageUrl = (wallet: WalletEntry) => `img:${wallet.id}`

describe('listAllWallets', () => {
  const test = connector('dev.foyer.testwallet', 'Foyer Test Wallet', 'dev.foyer.testwallet')
  const rabby = connector('io.rabby', 'Rabby', 'io.rabby')

  it('lists installed wallets first and each directory wallet once', () => {
    const items = listAllWallets({
      connectors: [
        { section: 'injected', connector: test },
        { section: 'injected', connector: rabby },
      ],
      wallets: [entry('metamask', 'io.metamask'), entry('rabby', 'io.rabby'), entry('zerion')],
      query: '',
      imageUrl,
    })
    expect(items.map((item) => item.name)).toEqual([
      'Foyer Test Wallet',
      'Rabby',
      'metamask',
      'zerion',
    ])
    expect(items[0]?.connector).toBe(test)
    expect(items[2]?.imageUrl).toBe('img:metamask')
  })

  it('filters installed wallets by the search text', () => {
    const items = listAllWallets({
      connectors: [
        { section: 'injected', connector: test },
        { section: 'injected', connector: rabby },
      ],
      wallets: [],
      query: ' RAB ',
      imageUrl,
    })
    expect(items.map((item) => item.name)).toEqual(['Rabby'])
  })
})
