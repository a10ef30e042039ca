import { walletDirectorySchema } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import wallets from './wallets.json'

const WELL_KNOWN_RDNS = [
  'io.metamask',
  'me.rainbow',
  'com.coinbase.wallet',
  'io.rabby',
  'app.phantom',
  'com.trustwallet.app',
  'io.zerion.wallet',
]

describe('wallets.json', () => {
  const directory = walletDirectorySchema.parse(wallets)

  it('parses as a wallet directory', () => {
    expect(walletDirectorySchema.safeParse(wallets).error).toBeUndefined()
  })

  it('lists at least 60 wallets', () => {
    expect(directory.length).toBeGreaterThanOrEqual(60)
  })

  it('names each logo after its wallet', () => {
    expect(directory.filter((wallet) => wallet.image_id !== wallet.id)).toEqual([])
  })

  it('gives every wallet at least one chain', () => {
    expect(directory.filter((wallet) => wallet.chains.length === 0)).toEqual([])
  })

  it('includes the well-known EIP-6963 wallets', () => {
    const rdns = directory.map((wallet) => wallet.rdns)
    expect(rdns).toEqual(expect.arrayContaining(WELL_KNOWN_RDNS))
  })

  it('certifies at most a dozen wallets', () => {
    const certified = directory.filter((wallet) => wallet.badge_type === 'certified')
    expect(certified.length).toBeLessThanOrEqual(12)
  })

  it('writes each entry with the schema key order', () => {
    const keys = Object.keys(walletDirectorySchema.element.shape)
    expect(wallets.filter((wallet) => Object.keys(wallet).join() !== keys.join())).toEqual([])
  })
})
