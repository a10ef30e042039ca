import { KNOWN_EVM_CHAINS } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import wallets from '../directory/data/wallets.json'
import { CONNECTOR_IMAGES } from './connectorImages'
import { CURRENCY_IMAGES } from './currencyImages'
import { graphemes } from './graphemes'
import { NETWORK_IMAGES } from './networkImages'
import { svgTree } from './svgTree'
import { tileSvg } from './tileSvg'
import { TOKEN_IMAGES } from './tokenImages'

const catalogs = { NETWORK_IMAGES, CONNECTOR_IMAGES, CURRENCY_IMAGES, TOKEN_IMAGES }

describe.each(Object.entries(catalogs))('%s', (_, catalog) => {
  it("draws a well-formed tile of 1 to 5 characters (a token symbol's most) for every id", () => {
    for (const tile of catalog.values()) {
      expect(svgTree(tileSvg(tile)).children[2]?.text).toBe(tile.text)
      expect(graphemes(tile.text).length).toBeGreaterThanOrEqual(1)
      expect(graphemes(tile.text).length).toBeLessThanOrEqual(5)
    }
  })

  it('gives every id its own colour seed', () => {
    const seeds = [...catalog.values()].map((tile) => tile.seed)
    expect(new Set(seeds).size).toBe(seeds.length)
  })
})

describe('NETWORK_IMAGES', () => {
  it("covers the server's known chains and every chain of the shipped wallets", () => {
    const chains = new Set(wallets.flatMap((wallet) => wallet.chains))
    for (const chainId of Object.keys(KNOWN_EVM_CHAINS)) chains.add(`eip155:${chainId}`)
    expect([...chains].filter((chain) => !NETWORK_IMAGES.has(chain))).toEqual([])
  })
})

describe('CURRENCY_IMAGES and TOKEN_IMAGES', () => {
  it('key by uppercase codes', () => {
    for (const id of [...CURRENCY_IMAGES.keys(), ...TOKEN_IMAGES.keys()]) {
      expect(id).toMatch(/^[A-Z]{2,5}$/)
    }
  })
})
