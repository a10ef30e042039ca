import { escapeXml } from './escapeXml'
import { graphemes } from './graphemes'
import { tileColours } from './tileColours'

export interface TileSvgOptions {
  /** 1–5 characters drawn in the middle; longer text is drawn smaller. */
  text: string
  /** Chooses the colour: the same seed always gives the same tile. */
  seed: string
  /** The accessible name of the image. */
  title: string
}

export const TILE_SIZE = 96
const FONT_SIZES = [44, 44, 38, 30, 24]
const FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** A rounded square in a colour derived from `seed` with `text` centred in contrasting colour. */
export function tileSvg({ text, seed, title }: TileSvgOptions): string {
  const { background, text: ink } = tileColours(seed)
  const fontSize = FONT_SIZES[graphemes(text).length] ?? 20
  const half = TILE_SIZE / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" ` +
    `viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" rx="${TILE_SIZE / 4}" fill="${background}"/>` +
    `<text x="${half}" y="${half}" dominant-baseline="central" text-anchor="middle" ` +
    `fill="${ink}" font-family="${FONTS}" font-size="${fontSize}" font-weight="600">` +
    `${escapeXml(text)}</text></svg>`
  )
}
