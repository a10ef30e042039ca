import type { FrameHandlerState } from '../handler/signedInSession'

type Rgb = [number, number, number]
export type CardMode = 'light' | 'dark'

/**
 * The colours of the frame's cards (the approval card, the recovery prompts) per mode: the kit's
 * palettes (core's THEME_PALETTES; the frame may not import core), so a card sits in the modal as
 * one of its views. Every text colour meets WCAG AA (4.5:1) on both backgrounds; a field's border
 * 3:1 (non-text contrast).
 */
const PALETTES: Record<
  CardMode,
  Record<
    | 'bg'
    | 'bgRaised'
    | 'fg'
    | 'fgMuted'
    | 'border'
    | 'fieldBorder'
    | 'warning'
    | 'warningBg'
    | 'error'
    | 'errorBg',
    string
  >
> = {
  light: {
    bg: '#ffffff',
    bgRaised: '#f4f5f7',
    fg: '#141519',
    fgMuted: '#5c6370',
    border: '#dfe1e6',
    fieldBorder: '#868c98',
    warning: '#8a4b00',
    warningBg: '#fff4e0',
    error: '#a11212',
    errorBg: '#fde8e8',
  },
  dark: {
    bg: '#141519',
    bgRaised: '#1e2026',
    fg: '#f5f6f8',
    fgMuted: '#9ca3af',
    border: '#33363f',
    fieldBorder: '#6b7280',
    warning: '#fbbf24',
    warningBg: '#2b2110',
    error: '#fca5a5',
    errorBg: '#2d1416',
  },
}

const DEFAULTS = {
  accent: '#2563eb',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSize: '10px',
  radius: '4px',
}

/**
 * A card's CSS custom properties from the kit's SYNC_THEME (mode, accent, font, base size and
 * radius), else from the visitor's colour scheme. The page sends these: a value that is not a
 * plain colour, font list or length is ignored for the default, and only the accent is the
 * page's colour: text and surfaces are the frame's own, so no theme makes the card unreadable.
 */
export function frameTheme(
  theme: FrameHandlerState['theme'],
  prefersDark: boolean,
): { mode: CardMode; variables: Record<`--card-${string}`, string> } {
  const mode: CardMode = theme?.themeMode ?? (prefersDark ? 'dark' : 'light')
  const vars = theme?.themeVariables ?? {}
  const palette = PALETTES[mode]
  const accentText = vars['--foyer-accent']
  const accent =
    (typeof accentText === 'string' && parseColor(accentText)) || parseColor(DEFAULTS.accent)
  const accentRgb = accent as Rgb
  const bg = parseColor(palette.bg) as Rgb
  const accentContrast =
    contrast(accentRgb, [255, 255, 255]) >= contrast(accentRgb, [0, 0, 0]) ? '#ffffff' : '#000000'
  return {
    mode,
    variables: {
      '--card-bg': palette.bg,
      '--card-bg-raised': palette.bgRaised,
      '--card-fg': palette.fg,
      '--card-fg-muted': palette.fgMuted,
      '--card-border': palette.border,
      '--card-field-border': palette.fieldBorder,
      '--card-warning': palette.warning,
      '--card-warning-bg': palette.warningBg,
      '--card-error': palette.error,
      '--card-error-bg': palette.errorBg,
      '--card-accent': toHex(accentRgb),
      '--card-accent-contrast': accentContrast,
      // A ring too faint on this background (a pale accent on white) takes the text colour.
      '--card-focus-ring': contrast(accentRgb, bg) >= 3 ? toHex(accentRgb) : palette.fg,
      '--card-font': fontFamily(vars['--foyer-font-family']) ?? DEFAULTS.font,
      '--card-font-size': length(vars['--foyer-font-size-master'], 8, 14) ?? DEFAULTS.fontSize,
      '--card-radius': length(vars['--foyer-border-radius-master'], 0, 12) ?? DEFAULTS.radius,
    },
  }
}

function parseColor(text: string): Rgb | undefined {
  const value = text.trim().toLowerCase()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value)
  if (short)
    return [short[1], short[2], short[3]].map((d) => Number.parseInt(`${d}${d}`, 16)) as Rgb
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(value)
  if (long) return [long[1], long[2], long[3]].map((d) => Number.parseInt(d as string, 16)) as Rgb
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(value)
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number)
    if (channels.every((c) => c <= 255)) return channels as Rgb
  }
  return undefined
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** A font list of names only (no url(), no declarations smuggled in). */
function fontFamily(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\p{L}\p{N} ,'"_-]{1,200}$/u.test(value) ? value : undefined
}

/** A length in px (or rem, as 16 px) within [min, max] px. */
function length(value: unknown, min: number, max: number): string | undefined {
  if (typeof value !== 'string') return undefined
  const match = /^(\d+(?:\.\d+)?)(px|rem)$/.exec(value.trim())
  if (!match) return undefined
  const px = Number(match[1]) * (match[2] === 'rem' ? 16 : 1)
  return px >= min && px <= max ? `${px}px` : undefined
}
