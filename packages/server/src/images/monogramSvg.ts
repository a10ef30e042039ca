import { initials } from './initials'
import { tileSvg } from './tileSvg'

/**
 * A generated logo: a rounded square in a colour derived from a hash of `seed`, with the 1–2
 * initials of `label` in black or white, whichever contrasts more (WCAG AA). Deterministic.
 */
export function monogramSvg(label: string, seed: string): string {
  return tileSvg({ text: initials(label), seed, title: label })
}
