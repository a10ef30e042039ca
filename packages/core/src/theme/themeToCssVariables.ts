import { contrastRatio } from './contrastRatio'
import { ensureContrast } from './ensureContrast'
import { mixColors } from './mixColors'
import { parseColor, type Rgb } from './parseColor'
import { rgbToHex } from './rgbToHex'
import { THEME_PALETTES, type ThemePalette } from './themePalettes'
import { DEFAULT_THEME_VARIABLES, type ThemeMode, type ThemeVariables } from './themeVariables'

/** The CSS custom properties the modal's stylesheet reads. */
export const FOYER_CSS_VARIABLES = [
  '--foyer-accent',
  '--foyer-accent-contrast',
  '--foyer-font-family',
  '--foyer-font-size-master',
  '--foyer-border-radius-master',
  '--foyer-z-index',
  '--foyer-bg',
  '--foyer-bg-raised',
  '--foyer-bg-hover',
  '--foyer-fg',
  '--foyer-fg-muted',
  '--foyer-border',
  '--foyer-overlay',
  '--foyer-success',
  '--foyer-error',
  '--foyer-focus-ring',
  '--foyer-link',
] as const satisfies readonly `--foyer-${string}`[]

export type FoyerCssVariables = Record<(typeof FOYER_CSS_VARIABLES)[number], string>

const TEXT_CONTRAST = 4.5
const UI_CONTRAST = 3
const black: Rgb = { r: 0, g: 0, b: 0 }
const white: Rgb = { r: 255, g: 255, b: 255 }
const knownVariables = new Set<string>([
  ...Object.keys(DEFAULT_THEME_VARIABLES),
  '--foyer-color-mix',
])

/**
 * Compiles a theme mode and the app's theme variables to CSS custom properties. Text colours
 * are kept at WCAG AA contrast on every background, also after `--foyer-color-mix` is blended
 * into the backgrounds (bg, bg-raised, bg-hover) and the border: text colours shift towards
 * black or white as needed, and a mix too strong for any text to stay readable is weakened.
 * Throws on an invalid value, naming the variable.
 */
export function themeToCssVariables(mode: ThemeMode, vars: ThemeVariables = {}): FoyerCssVariables {
  const palette = THEME_PALETTES[mode]
  if (!Object.hasOwn(THEME_PALETTES, mode) || !palette)
    throw new Error(`Invalid theme mode: ${String(mode)} (expected 'light' or 'dark')`)
  for (const name of Object.keys(vars)) {
    if (!knownVariables.has(name)) throw new Error(`Unknown theme variable ${name}`)
  }
  const value = <K extends keyof typeof DEFAULT_THEME_VARIABLES>(name: K) =>
    vars[name] ?? DEFAULT_THEME_VARIABLES[name]

  const accent = color('--foyer-accent', value('--foyer-accent'))
  const strength = mixStrength(value('--foyer-color-mix-strength'))
  const mixWith = vars['--foyer-color-mix']
  const mix = mixWith === undefined ? undefined : color('--foyer-color-mix', mixWith)
  const weight = mix ? readableMixWeight(palette, mix, strength) : 0
  const blend = (base: Rgb) => (mix ? mixColors(base, mix, weight) : base)

  const bg = blend(palette.bg)
  const bgRaised = blend(palette.bgRaised)
  const bgHover = blend(palette.bgHover)
  const surfaces = [bg, bgRaised, bgHover]
  const text = (base: Rgb) => rgbToHex(ensureContrast(base, surfaces, TEXT_CONTRAST))
  const accentContrast =
    contrastRatio(white, accent) >= contrastRatio(black, accent) ? white : black

  return {
    '--foyer-accent': rgbToHex(accent),
    '--foyer-accent-contrast': rgbToHex(accentContrast),
    '--foyer-font-family': fontFamily(value('--foyer-font-family')),
    '--foyer-font-size-master': length(
      '--foyer-font-size-master',
      value('--foyer-font-size-master'),
      false,
    ),
    '--foyer-border-radius-master': length(
      '--foyer-border-radius-master',
      value('--foyer-border-radius-master'),
      true,
    ),
    '--foyer-z-index': zIndex(value('--foyer-z-index')),
    '--foyer-bg': rgbToHex(bg),
    '--foyer-bg-raised': rgbToHex(bgRaised),
    '--foyer-bg-hover': rgbToHex(bgHover),
    '--foyer-fg': text(palette.fg),
    '--foyer-fg-muted': text(palette.fgMuted),
    '--foyer-border': rgbToHex(blend(palette.border)),
    '--foyer-overlay': palette.overlay,
    '--foyer-success': text(palette.success),
    '--foyer-error': text(palette.error),
    '--foyer-focus-ring': rgbToHex(ensureContrast(accent, [bg, bgRaised], UI_CONTRAST)),
    // Links are text: the accent, moved as far as needed to be read on every surface.
    '--foyer-link': text(accent),
  }
}

/**
 * The blend weight (0 to 1) for `strength` percent of `mix`, lowered a percent at a time while no
 * text colour could reach AA on every blended background (a strong mid-grey mix, say).
 */
function readableMixWeight(palette: ThemePalette, mix: Rgb, strength: number): number {
  const readable = (weight: number) => {
    const surfaces = [palette.bg, palette.bgRaised, palette.bgHover].map((surface) =>
      mixColors(surface, mix, weight),
    )
    return [black, white].some((text) =>
      surfaces.every((surface) => contrastRatio(text, surface) >= TEXT_CONTRAST),
    )
  }
  let percent = strength
  while (percent > 0 && !readable(percent / 100)) percent = Math.max(0, percent - 1)
  return percent / 100
}

function color(name: string, value: unknown): Rgb {
  const parsed = typeof value === 'string' ? parseColor(value) : undefined
  if (!parsed)
    throw new Error(
      `Invalid ${name}: ${JSON.stringify(value)} is not a colour (use #rgb, #rrggbb or rgb(r, g, b))`,
    )
  return parsed
}

function mixStrength(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100)
    throw new Error(
      `Invalid --foyer-color-mix-strength: ${JSON.stringify(value)} is not a number from 0 to 100`,
    )
  return value
}

function fontFamily(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || /[;{}<>\\\n\r]/.test(value))
    throw new Error(
      `Invalid --foyer-font-family: ${JSON.stringify(value)} is not a CSS font-family list`,
    )
  return value.trim()
}

function length(name: string, value: unknown, zeroAllowed: boolean): string {
  const match =
    typeof value === 'string' ? /^(-?(?:\d+(?:\.\d+)?|\.\d+))(px|rem)$/.exec(value.trim()) : null
  const size = Number(match?.[1])
  if (!match || size < 0 || (!zeroAllowed && size === 0))
    throw new Error(
      `Invalid ${name}: ${JSON.stringify(value)} must be a ${zeroAllowed ? 'non-negative' : 'positive'} length in px or rem`,
    )
  return `${size}${match[2]}`
}

function zIndex(value: unknown): string {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new Error(`Invalid --foyer-z-index: ${JSON.stringify(value)} is not an integer`)
  return String(value)
}
