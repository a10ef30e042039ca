import { escapeXml } from './escapeXml'
import type { LogoSet } from './logoSources'
import { TILE_SIZE } from './tileSvg'

/** A bundled logo (data/logos.json), cleaned by cleanSvg. */
export interface Logo {
  set: LogoSet
  /** The icon's file in its set. */
  file: string
  /** The artwork's licence (SPDX id). */
  licence: string
  /** The brand's guidelines for its mark, where the set names them. */
  guidelines?: string
  viewBox: string
  body: string
  /** A one-colour mark: drawn in `ink` on a tile of the brand's colour. */
  tile?: { background: string; ink: string }
}

const GLYPH = TILE_SIZE / 2

/** The logo as a complete SVG, 96 px square, named `title`. */
export function logoSvg(logo: Logo, title: string): string {
  const viewBox = logo.tile ? `0 0 ${TILE_SIZE} ${TILE_SIZE}` : logo.viewBox
  const head =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" ` +
    `viewBox="${viewBox}" role="img"><title>${escapeXml(title)}</title>`
  if (!logo.tile) return `${head}${logo.body}</svg>`
  const inset = (TILE_SIZE - GLYPH) / 2
  return (
    `${head}<rect width="${TILE_SIZE}" height="${TILE_SIZE}" rx="${TILE_SIZE / 4}" ` +
    `fill="${logo.tile.background}"/><svg x="${inset}" y="${inset}" width="${GLYPH}" ` +
    `height="${GLYPH}" viewBox="${logo.viewBox}" fill="${logo.tile.ink}">${logo.body}</svg></svg>`
  )
}
