import { contrastRatio } from './contrastRatio'
import { mixColors } from './mixColors'
import type { Rgb } from './parseColor'

const black: Rgb = { r: 0, g: 0, b: 0 }
const white: Rgb = { r: 255, g: 255, b: 255 }
const steps = 20

/**
 * Returns `color` if it reaches `minimum` contrast on every background; otherwise the smallest
 * shift of it towards black or white that does, or failing that the better of black and white.
 */
export function ensureContrast(color: Rgb, backgrounds: readonly Rgb[], minimum: number): Rgb {
  const worst = (candidate: Rgb) =>
    Math.min(...backgrounds.map((background) => contrastRatio(candidate, background)))
  if (worst(color) >= minimum) return color
  for (let step = 1; step <= steps; step++) {
    const candidates = [black, white]
      .map((target) => mixColors(color, target, step / steps))
      .filter((candidate) => worst(candidate) >= minimum)
      .sort((a, b) => worst(b) - worst(a))
    if (candidates[0]) return candidates[0]
  }
  return worst(black) >= worst(white) ? black : white
}
