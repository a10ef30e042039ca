import type { Rgb } from './parseColor'
import type { ThemeMode } from './themeVariables'

export type ThemePalette = {
  bg: Rgb
  bgRaised: Rgb
  bgHover: Rgb
  fg: Rgb
  fgMuted: Rgb
  border: Rgb
  overlay: string
  success: Rgb
  error: Rgb
}

const hex = (value: number): Rgb => ({ r: value >> 16, g: (value >> 8) & 0xff, b: value & 0xff })

/** The base colours of each mode; every text colour meets WCAG AA (4.5:1) on every background. */
export const THEME_PALETTES: Readonly<Record<ThemeMode, ThemePalette>> = {
  light: {
    bg: hex(0xffffff),
    bgRaised: hex(0xf4f5f7),
    bgHover: hex(0xe9ebef),
    fg: hex(0x141519),
    fgMuted: hex(0x5c6370),
    border: hex(0xdfe1e6),
    overlay: 'rgba(0, 0, 0, 0.3)',
    success: hex(0x047857),
    error: hex(0xb91c1c),
  },
  dark: {
    bg: hex(0x141519),
    bgRaised: hex(0x1e2026),
    bgHover: hex(0x2a2d35),
    fg: hex(0xf5f6f8),
    fgMuted: hex(0x9ca3af),
    border: hex(0x33363f),
    overlay: 'rgba(0, 0, 0, 0.6)',
    success: hex(0x34d399),
    error: hex(0xf87171),
  },
}
