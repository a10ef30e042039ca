import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { cleanSvg } from './cleanSvg'
import { contrastRatio } from './contrastRatio'
import type { Logo } from './logo'
import {
  CONNECTOR_LOGO_SOURCES,
  LOGO_SETS,
  type LogoSet,
  type LogoSource,
  NETWORK_LOGO_SOURCES,
  SOCIAL_LOGO_SOURCES,
  TOKEN_LOGO_SOURCES,
  WALLET_LOGO_SOURCES,
} from './logoSources'

/** data/logos.json: the sets' versions and licences, then every logo by kind and id. */
export interface LogoData {
  sets: Record<LogoSet, { package: string; version: string; licence: string; notice?: string }>
  wallets: Record<string, Logo>
  networks: Record<string, Logo>
  connectors: Record<string, Logo>
  tokens: Record<string, Logo>
  socials: Record<string, Logo>
}

interface SimpleIcon {
  slug: string
  title: string
  hex: string
  guidelines?: string
  /** Set only for an icon not under the set's CC0. */
  license?: { type: string }
}

// The icon sets are dev dependencies: only this extraction (and its test) reads them.
const require = createRequire(import.meta.url)
const WHITE = '#ffffff'
const BLACK = '#000000'

/** The directory of an installed set, found from a file it exports. */
export function packageDir(set: LogoSet): string {
  switch (set) {
    case 'simple-icons':
      return join(dirname(require.resolve('simple-icons/icons/x.svg')), '..')
    case 'cryptocurrency-icons':
      return dirname(require.resolve('cryptocurrency-icons/package.json'))
    case 'web3icons':
      return join(dirname(require.resolve('@web3icons/core')), '..')
  }
}

/** White on the brand's colour when it reaches 3:1 (WCAG's non-text contrast), else black. */
export function glyphInk(background: string): string {
  return contrastRatio(background, WHITE) >= 3 ? WHITE : BLACK
}

/** Every simple-icons icon's metadata, by slug. */
export function simpleIconsBySlug(): Map<string, SimpleIcon> {
  const icons: SimpleIcon[] = require('simple-icons/icons.json')
  return new Map(icons.map((icon) => [icon.slug, icon]))
}

async function readIcon([set, file]: LogoSource, simple: Map<string, SimpleIcon>): Promise<Logo> {
  switch (set) {
    case 'simple-icons': {
      const icon = simple.get(file)
      if (!icon) throw new Error(`simple-icons has no icon ${file}`)
      const licence = icon.license?.type ?? LOGO_SETS[set].licence
      if (licence !== 'CC0-1.0') throw new Error(`simple-icons' ${file} is under ${licence}`)
      const svg = readFileSync(join(packageDir(set), 'icons', `${file}.svg`), 'utf8')
      const background = `#${icon.hex.toLowerCase()}`
      return {
        set,
        file,
        licence,
        ...(icon.guidelines ? { guidelines: icon.guidelines } : {}),
        ...cleanSvg(svg),
        tile: { background, ink: glyphInk(background) },
      }
    }
    case 'cryptocurrency-icons': {
      const svg = readFileSync(join(packageDir(set), 'svg', 'color', `${file}.svg`), 'utf8')
      return { set, file, licence: LOGO_SETS[set].licence, ...cleanSvg(svg) }
    }
    case 'web3icons': {
      const path = join(packageDir(set), 'dist', 'svgs', `${file}.svg.js`)
      const module: { default: string } = await import(pathToFileURL(path).href)
      return { set, file, licence: LOGO_SETS[set].licence, ...cleanSvg(module.default) }
    }
  }
}

async function readAll(
  sources: Readonly<Record<string, LogoSource>>,
  simple: Map<string, SimpleIcon>,
): Promise<Record<string, Logo>> {
  const entries = await Promise.all(
    Object.entries(sources).map(async ([id, source]) => [id, await readIcon(source, simple)]),
  )
  return Object.fromEntries(entries)
}

/** Reads the listed icons (logoSources.ts) from the installed sets. */
export async function extractLogos(): Promise<LogoData> {
  const simple = simpleIconsBySlug()
  const sets = Object.fromEntries(
    Object.entries(LOGO_SETS).map(([set, { package: name, licence, notice }]) => {
      const pkg = JSON.parse(readFileSync(join(packageDir(set as LogoSet), 'package.json'), 'utf8'))
      return [set, { package: name, version: pkg.version, licence, ...(notice ? { notice } : {}) }]
    }),
  ) as LogoData['sets']
  const socials = Object.fromEntries(
    Object.entries(SOCIAL_LOGO_SOURCES).map(([id, slug]) => [id, ['simple-icons', slug] as const]),
  )
  return {
    sets,
    wallets: await readAll(WALLET_LOGO_SOURCES, simple),
    networks: await readAll(NETWORK_LOGO_SOURCES, simple),
    connectors: await readAll(CONNECTOR_LOGO_SOURCES, simple),
    tokens: await readAll(TOKEN_LOGO_SOURCES, simple),
    socials: await readAll(socials, simple),
  }
}

/**
 * The kit's social marks (packages/react/src/views/social/socialLogos.ts): each provider's
 * simple-icons path and colours, drawn inline by SocialMark.
 */
export function socialLogosModule(data: LogoData): string {
  const { version, licence } = data.sets['simple-icons']
  const entries = Object.entries(data.socials).map(([id, logo]) => {
    const path = /^<path d="([^"]+)"\/>$/.exec(logo.body)?.[1]
    if (!path || !logo.tile) throw new Error(`social logo ${id} is not one simple-icons path`)
    return (
      `  ${id}: {\n    background: '${logo.tile.background}',\n    ink: '${logo.tile.ink}',\n` +
      `    path: '${path}',\n  },\n`
    )
  })
  return (
    `// Generated by packages/server/scripts/extractLogos.ts from simple-icons ${version}\n` +
    `// (${licence}); do not edit. The marks are their owners' trademarks: docs/logos.md.\n` +
    `import type { RemoteSocial } from '@foyer/protocol'\n\n` +
    `export type SocialLogo = { background: string; ink: string; path: string }\n\n` +
    `/** Each sign-in provider's mark: one path in a 24 × 24 box, \`ink\` on \`background\`. */\n` +
    `export const SOCIAL_LOGOS: Record<RemoteSocial, SocialLogo> = {\n${entries.join('')}}\n`
  )
}
