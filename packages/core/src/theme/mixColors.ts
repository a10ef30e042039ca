import type { Rgb } from './parseColor'

/** Blends `other` into `base` in sRGB by `weight` (0 keeps base, 1 gives other); rounds channels. */
export function mixColors(base: Rgb, other: Rgb, weight: number): Rgb {
  const mix = (from: number, to: number) => Math.round(from + (to - from) * weight)
  return { r: mix(base.r, other.r), g: mix(base.g, other.g), b: mix(base.b, other.b) }
}
