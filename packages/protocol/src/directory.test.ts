import { describe, expect, it } from 'vitest'
import {
  getWalletsResponseSchema,
  type WalletEntry,
  walletDirectorySchema,
  walletEntrySchema,
} from './directory'

const metamask: WalletEntry = {
  id: 'metamask',
  name: 'MetaMask',
  image_id: 'metamask',
  rdns: 'io.metamask',
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
  chains: ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  homepage: 'https://metamask.io',
  app_store: 'https://apps.apple.com/app/id1438144202',
  play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
  chrome_store: 'https://chromewebstore.google.com/detail/nkbihfbeogaeaoehlefnkodbefgpgknn',
  badge_type: 'certified',
}

const safe: WalletEntry = {
  id: 'safe',
  name: 'Safe',
  image_id: 'safe',
  rdns: null,
  mobile_link: 'safe://',
  desktop_link: null,
  webapp_link: 'https://app.safe.global',
  chains: ['eip155:1', 'bip122:000000000019d6689c085ae165831e93'],
  homepage: 'https://safe.global',
  app_store: null,
  play_store: null,
  chrome_store: null,
  badge_type: 'none',
}

describe('walletEntrySchema', () => {
  it.each([
    ['a full entry', metamask],
    ['an entry with null links', safe],
    ['a universal mobile link', { ...metamask, mobile_link: 'https://metamask.app.link' }],
    ['a deep link with a path', { ...metamask, mobile_link: 'argent://app' }],
    ['a mixed-case rdns', { ...metamask, rdns: 'io.leapwallet.CompassWallet' }],
    ['a hyphenated rdns label', { ...metamask, rdns: 'com.exodus.web3-wallet' }],
    ['no chains', { ...metamask, chains: [] }],
  ])('accepts %s', (_, value) => {
    expect(walletEntrySchema.parse(value)).toEqual(value)
  })

  it.each([
    ['an uppercase id', { ...metamask, id: 'MetaMask' }],
    ['an id with an underscore', { ...metamask, id: 'meta_mask' }],
    ['a one-letter id', { ...metamask, id: 'm' }],
    ['an id longer than 64', { ...metamask, id: 'a'.repeat(65) }],
    ['an id with a trailing hyphen', { ...metamask, id: 'metamask-' }],
    ['an id with a double hyphen', { ...metamask, id: 'meta--mask' }],
    ['a bad image id', { ...metamask, image_id: 'eebe4a7f_7166' }],
    ['an empty name', { ...metamask, name: '  ' }],
    ['a single-label rdns', { ...metamask, rdns: 'metamask' }],
    ['an rdns with a space', { ...metamask, rdns: 'io.meta mask' }],
    ['a homepage that is not a URL', { ...metamask, homepage: 'metamask.io' }],
    ['an http homepage', { ...metamask, homepage: 'http://metamask.io' }],
    ['an app store link that is not a URL', { ...metamask, app_store: 'id1438144202' }],
    ['a play store link on a bare host', { ...metamask, play_store: 'https://localhost/x' }],
    ['a chrome store link that is a deep link', { ...metamask, chrome_store: 'chrome://ext' }],
    ['a webapp link that is a deep link', { ...metamask, webapp_link: 'metamask://' }],
    ['a mobile link without a scheme', { ...metamask, mobile_link: 'metamask' }],
    ['a scheme without slashes', { ...metamask, mobile_link: 'metamask:' }],
    ['a javascript: link', { ...metamask, mobile_link: 'javascript://%0Aalert(1)' }],
    ['a data: link', { ...metamask, desktop_link: 'data://text/html,hi' }],
    ['an http universal link', { ...metamask, mobile_link: 'http://metamask.app.link' }],
    ['a link with a space', { ...metamask, desktop_link: 'ledgerlive:// wc' }],
    ['an unknown badge type', { ...metamask, badge_type: 'verified' }],
    ['an unknown field', { ...metamask, description: 'A wallet' }],
    ['a missing field', (({ rdns: _, ...rest }) => rest)(metamask)],
    ['a chain without a reference', { ...metamask, chains: ['eip155'] }],
    ['a chain in an unknown namespace', { ...metamask, chains: ['tron:0x2b6653dc'] }],
    ['a CAIP-10 account instead of a chain', { ...metamask, chains: ['eip155:1:0xabc'] }],
    ['a bare chain id', { ...metamask, chains: ['1'] }],
    ['the same chain twice', { ...metamask, chains: ['eip155:1', 'eip155:1'] }],
  ])('rejects %s', (_, value) => {
    expect(walletEntrySchema.safeParse(value).success).toBe(false)
  })
})

describe('walletDirectorySchema', () => {
  it('accepts distinct wallets and keeps their order', () => {
    expect(walletDirectorySchema.parse([safe, metamask])).toEqual([safe, metamask])
  })

  it('allows several wallets without an rdns', () => {
    const other = { ...safe, id: 'safe-two', image_id: 'safe-two' }
    expect(walletDirectorySchema.safeParse([safe, other]).success).toBe(true)
  })

  it('rejects a duplicate id and names it', () => {
    const result = walletDirectorySchema.safeParse([metamask, { ...safe, id: 'metamask' }])
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: [1, 'id'], message: 'Duplicate wallet id "metamask"' }),
    ])
  })

  it('rejects a duplicate rdns, whatever its case, and names it', () => {
    const copy = { ...safe, rdns: 'IO.MetaMask' }
    const result = walletDirectorySchema.safeParse([metamask, copy])
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: [1, 'rdns'],
        message: 'Duplicate wallet rdns "IO.MetaMask"',
      }),
    ])
  })

  it('rejects an invalid entry', () => {
    expect(walletDirectorySchema.safeParse([metamask, { ...safe, id: 'Bad Id' }]).success).toBe(
      false,
    )
  })
})

describe('getWalletsResponseSchema', () => {
  it('accepts a page with the total count', () => {
    const value = { data: [metamask, safe], count: 70 }
    expect(getWalletsResponseSchema.parse(value)).toEqual(value)
  })

  it.each([
    ['a negative count', { data: [], count: -1 }],
    ['a fractional count', { data: [], count: 1.5 }],
    ['no count', { data: [metamask] }],
    ['an invalid entry', { data: [{ ...metamask, homepage: 'nope' }], count: 1 }],
  ])('rejects %s', (_, value) => {
    expect(getWalletsResponseSchema.safeParse(value).success).toBe(false)
  })
})
