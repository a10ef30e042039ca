import type { Rgb } from './parseColor'

/** Formats a colour as `#rrggbb`, rounding and clamping each channel. */
export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((value) =>
      Math.min(255, Math.max(0, Math.round(value)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
