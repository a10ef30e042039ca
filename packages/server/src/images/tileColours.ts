import { createHash } from 'node:crypto'
import { contrastRatio } from './contrastRatio'

export interface TileColours {
  background: string
  text: string
}

const WHITE = '#ffffff'
const BLACK = '#000000'

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100
  const l = lightness / 100
  const k = (n: number) => (n + hue / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const channel = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return `#${[0, 8, 4]
    .map((n) =>
      Math.round(channel(n) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/**
 * A background colour derived from a hash of `seed` (any hue, moderate saturation and
 * lightness), and white or black text, whichever contrasts more. One of the two always reaches
 * at least 4.58:1, above WCAG AA's 4.5:1 for normal text.
 */
export function tileColours(seed: string): TileColours {
  const hash = createHash('sha256').update(seed).digest()
  const hue = hash.readUInt16BE(0) % 360
  const saturation = 50 + ((hash[2] ?? 0) % 26)
  const lightness = 36 + ((hash[3] ?? 0) % 25)
  const background = hslToHex(hue, saturation, lightness)
  const text = contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? WHITE : BLACK
  return { background, text }
}
