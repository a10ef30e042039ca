import { escapeXml } from '../images/escapeXml'
import { tileColours } from '../images/tileColours'

export const COLLECTIBLE_SIZE = 256
const FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/**
 * The picture of one token of the dev collection: a square in a colour derived from the token
 * id, a ring in a second derived colour and `#id` in the contrasting text colour. The same id
 * always gives the same bytes.
 */
export function collectiblesSvg(tokenId: bigint, title: string): string {
  const { background, text } = tileColours(`foyer-collectible:${tokenId}`)
  const { background: accent } = tileColours(`foyer-collectible:${tokenId}:accent`)
  const size = COLLECTIBLE_SIZE
  const half = size / 2
  const label = `#${tokenId}`
  const fontSize = label.length <= 3 ? 64 : Math.max(16, Math.floor(192 / label.length))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${size} ${size}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
    `<circle cx="${half}" cy="${half}" r="${size * 0.34}" fill="none" stroke="${accent}" ` +
    `stroke-width="${size / 16}"/>` +
    `<text x="${half}" y="${half}" dominant-baseline="central" text-anchor="middle" ` +
    `fill="${text}" font-family="${FONTS}" font-size="${fontSize}" font-weight="700">` +
    `${escapeXml(label)}</text></svg>`
  )
}
