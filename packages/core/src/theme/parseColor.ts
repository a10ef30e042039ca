/** An opaque sRGB colour, channels 0 to 255. */
export type Rgb = { r: number; g: number; b: number }

const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i
const rgbFunction = /^rgb\(([^()]*)\)$/i
const channel = /^(\d+(?:\.\d+)?|\.\d+)(%?)$/

/** Parses `#rgb`, `#rrggbb` or `rgb(r, g, b)` / `rgb(r g b)` (numbers or percentages). */
export function parseColor(value: string): Rgb | undefined {
  const text = value.trim()
  const hexMatch = hex.exec(text)?.[1]
  if (hexMatch) {
    const full =
      hexMatch.length === 3 ? [...hexMatch].map((digit) => digit + digit).join('') : hexMatch
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    }
  }
  const inner = rgbFunction.exec(text)?.[1]
  if (inner === undefined) return undefined
  const parts = inner.trim().split(/\s*,\s*|\s+/)
  if (parts.length !== 3) return undefined
  const channels = parts.map(parseChannel)
  const [r, g, b] = channels
  if (r === undefined || g === undefined || b === undefined) return undefined
  return { r, g, b }
}

function parseChannel(part: string): number | undefined {
  const match = channel.exec(part)
  if (!match?.[1]) return undefined
  const number = Number(match[1])
  const value = match[2] === '%' ? (number / 100) * 255 : number
  return value <= 255 ? Math.round(value) : undefined
}
