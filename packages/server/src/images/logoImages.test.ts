import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REMOTE_SOCIALS } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import wallets from '../directory/data/wallets.json'
import { cleanSvg } from './cleanSvg'
import { CONNECTOR_IMAGES } from './connectorImages'
import { contrastRatio } from './contrastRatio'
import logos from './data/logos.json'
import { extractLogos, packageDir, simpleIconsBySlug, socialLogosModule } from './extractLogos'
import type { Logo } from './logo'
import { logoSvg } from './logo'
import { CONNECTOR_LOGOS, NETWORK_LOGOS, TOKEN_LOGOS, WALLET_LOGOS } from './logoImages'
import { WALLET_LOGO_EXCLUSIONS, WALLET_LOGO_SOURCES } from './logoSources'
import { NETWORK_IMAGES } from './networkImages'
import { svgTree } from './svgTree'
import { TOKEN_IMAGES } from './tokenImages'

const kinds = {
  wallets: WALLET_LOGOS,
  networks: NETWORK_LOGOS,
  connectors: CONNECTOR_LOGOS,
  tokens: TOKEN_LOGOS,
  socials: new Map(Object.entries(logos.socials as Record<string, Logo>)),
}

describe('data/logos.json', () => {
  it('holds exactly what scripts/extractLogos.ts extracts from the installed sets', async () => {
    const extracted = await extractLogos()
    expect(logos).toEqual(extracted)
    const socialFile = new URL('../../../react/src/views/social/socialLogos.ts', import.meta.url)
    expect(readFileSync(socialFile, 'utf8')).toBe(socialLogosModule(extracted))
  })

  it('records each set with an open licence', () => {
    expect(logos.sets).toEqual({
      'simple-icons': { package: 'simple-icons', version: '16.37.0', licence: 'CC0-1.0' },
      'cryptocurrency-icons': {
        package: 'cryptocurrency-icons',
        version: '0.18.1',
        licence: 'CC0-1.0',
      },
      web3icons: {
        package: '@web3icons/core',
        version: '4.0.56',
        licence: 'MIT',
        notice: expect.stringContaining('Copyright (c) 2024 0xa3k5'),
      },
    })
  })

  describe.each(Object.entries(kinds))('%s', (_, catalog) => {
    it('records where each logo comes from, under CC0 or MIT', () => {
      for (const logo of catalog.values()) {
        expect(Object.keys(logos.sets)).toContain(logo.set)
        expect(logo.file).toMatch(/^[\w./-]+$/)
        expect(['CC0-1.0', 'MIT']).toContain(logo.licence)
      }
    })

    it('keeps only drawing: each body cleans to itself', () => {
      for (const logo of catalog.values()) {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logo.viewBox}">${logo.body}</svg>`
        expect(cleanSvg(svg).body).toBe(logo.body)
      }
    })

    it('draws a well-formed SVG named by its title, linking nowhere', () => {
      for (const logo of catalog.values()) {
        const svg = logoSvg(logo, 'A & B')
        expect(svgTree(svg).children[0]?.text).toBe('A & B')
        expect(svg).not.toMatch(
          /href|url\((?!#)|<script|<style|<image|https?:(?!\/\/www\.w3\.org\/2000\/svg")/,
        )
      }
    })

    it('draws one-colour marks in an ink that shows on the tile (3:1)', () => {
      for (const { tile } of catalog.values()) {
        if (tile) expect(contrastRatio(tile.background, tile.ink)).toBeGreaterThanOrEqual(3)
      }
    })
  })

  it('keys each logo by an id its route serves', () => {
    const imageIds = new Set(wallets.map((wallet) => wallet.image_id))
    expect([...WALLET_LOGOS.keys()].filter((id) => !imageIds.has(id))).toEqual([])
    expect([...NETWORK_LOGOS.keys()].filter((id) => !NETWORK_IMAGES.has(id))).toEqual([])
    expect([...CONNECTOR_LOGOS.keys()].filter((id) => !CONNECTOR_IMAGES.has(id))).toEqual([])
    expect([...TOKEN_LOGOS.keys()].filter((id) => !TOKEN_IMAGES.has(id))).toEqual([])
    expect(Object.keys(logos.socials).sort()).toEqual([...REMOTE_SOCIALS].sort())
  })

  it('gives every main network and WalletConnect a logo', () => {
    const mainnets = ['1', '10', '56', '100', '137', '324', '8453', '42161', '43114', '59144']
    expect(mainnets.filter((id) => !NETWORK_LOGOS.has(`eip155:${id}`))).toEqual([])
    expect(CONNECTOR_LOGOS.has('walletConnect')).toBe(true)
  })
})

/** A brand's name as the sets spell it: lowercase letters and digits, no "Wallet". */
const brandKey = (name: string) =>
  name
    .replace(/\b(wallet|live|suite|onchain)\b/gi, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

describe('directory wallets', () => {
  it('get the logo of every set that has an icon of their name, unless excluded', () => {
    const web3icons = join(packageDir('web3icons'), 'dist', 'svgs')
    const brands = new Set([
      ...[...simpleIconsBySlug().values()].map((icon) => brandKey(icon.title)),
      ...['wallets', 'exchanges'].flatMap((kind) =>
        readdirSync(join(web3icons, kind, 'background'))
          .filter((file) => file.endsWith('.svg.js'))
          .map((file) => brandKey(file.slice(0, -'.svg.js'.length))),
      ),
    ])
    const matching = wallets.filter((wallet) => brands.has(brandKey(wallet.name)))
    expect(matching.length).toBeGreaterThanOrEqual(30)
    const missing = matching
      .map((wallet) => wallet.image_id)
      .filter((id) => !(id in WALLET_LOGO_SOURCES && WALLET_LOGOS.has(id)))
      .filter((id) => !(id in WALLET_LOGO_EXCLUSIONS))
    expect(missing).toEqual([])
  })

  it('exclude only wallets that have no logo', () => {
    for (const id of Object.keys(WALLET_LOGO_EXCLUSIONS))
      expect(WALLET_LOGO_SOURCES[id]).toBeUndefined()
  })

  it('tell Google from GitHub and Farcaster from Facebook', () => {
    const socials = logos.socials as Record<string, Logo>
    expect(socials.google?.body).not.toBe(socials.github?.body)
    expect(socials.farcaster?.body).not.toBe(socials.facebook?.body)
  })
})
