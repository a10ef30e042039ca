export const DEFAULT_FONT_SIZE_MASTER = '10px'

export const DEFAULT_BORDER_RADIUS_MASTER = '4px'

export type ThemeMode = 'light' | 'dark'

/** Theme tokens an app may set (docs/product.md themeVariables); compiled to CSS by `themeToCssVariables`. */
export type ThemeVariables = {
  /** Accent colour: `#rgb`, `#rrggbb` or `rgb(r, g, b)`. */
  '--foyer-accent'?: string
  /** A colour blended into the backgrounds, by `--foyer-color-mix-strength`. */
  '--foyer-color-mix'?: string
  /** How much of `--foyer-color-mix` to blend in, 0 to 100 (percent). */
  '--foyer-color-mix-strength'?: number
  '--foyer-font-family'?: string
  /** Base font size, in px or rem. */
  '--foyer-font-size-master'?: string
  /** Base border radius, in px or rem. */
  '--foyer-border-radius-master'?: string
  '--foyer-z-index'?: number
}

export const DEFAULT_THEME_VARIABLES = {
  '--foyer-accent': '#2563eb',
  '--foyer-color-mix-strength': 0,
  '--foyer-font-family':
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--foyer-font-size-master': DEFAULT_FONT_SIZE_MASTER,
  '--foyer-border-radius-master': DEFAULT_BORDER_RADIUS_MASTER,
  '--foyer-z-index': 999,
} as const satisfies ThemeVariables
