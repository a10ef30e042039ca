import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrastRatio'
import { parseColor, type Rgb } from './parseColor'
import { FOYER_CSS_VARIABLES, themeToCssVariables } from './themeToCssVariables'
import {
  DEFAULT_BORDER_RADIUS_MASTER,
  DEFAULT_FONT_SIZE_MASTER,
  DEFAULT_THEME_VARIABLES,
  type ThemeMode,
  type ThemeVariables,
} from './themeVariables'

const modes: ThemeMode[] = ['light', 'dark']

function rgb(value: string | undefined): Rgb {
  const parsed = parseColor(value ?? '')
  if (!parsed) throw new Error(`not a colour: ${value}`)
  return parsed
}

function contrast(vars: Record<string, string>, text: string, background: string): number {
  return contrastRatio(rgb(vars[text]), rgb(vars[background]))
}

function expectReadable(vars: Record<string, string>) {
  const pairs = [
    ['--foyer-fg', '--foyer-bg'],
    ['--foyer-fg', '--foyer-bg-raised'],
    ['--foyer-fg', '--foyer-bg-hover'],
    ['--foyer-fg-muted', '--foyer-bg'],
    ['--foyer-fg-muted', '--foyer-bg-raised'],
    ['--foyer-fg-muted', '--foyer-bg-hover'],
    ['--foyer-accent-contrast', '--foyer-accent'],
    ['--foyer-error', '--foyer-bg'],
    ['--foyer-error', '--foyer-bg-raised'],
    ['--foyer-success', '--foyer-bg'],
    ['--foyer-link', '--foyer-bg'],
    ['--foyer-link', '--foyer-bg-raised'],
  ] as const
  for (const [text, background] of pairs) {
    expect(contrast(vars, text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5)
  }
  expect(contrast(vars, '--foyer-focus-ring', '--foyer-bg')).toBeGreaterThanOrEqual(3)
}

describe('DEFAULT_THEME_VARIABLES', () => {
  it('uses the product’s defaults', () => {
    expect(DEFAULT_THEME_VARIABLES['--foyer-font-size-master']).toBe(DEFAULT_FONT_SIZE_MASTER)
    expect(DEFAULT_THEME_VARIABLES['--foyer-border-radius-master']).toBe(
      DEFAULT_BORDER_RADIUS_MASTER,
    )
    expect(DEFAULT_THEME_VARIABLES['--foyer-z-index']).toBe(999)
  })
})

describe('themeToCssVariables', () => {
  it.each(modes)('produces exactly the stylesheet variables in %s mode', (mode) => {
    const vars = themeToCssVariables(mode)
    expect(Object.keys(vars)).toEqual([...FOYER_CSS_VARIABLES])
    expect(vars).toMatchObject({
      '--foyer-accent': '#2563eb',
      '--foyer-font-family': DEFAULT_THEME_VARIABLES['--foyer-font-family'],
      '--foyer-font-size-master': '10px',
      '--foyer-border-radius-master': '4px',
      '--foyer-z-index': '999',
    })
    for (const value of Object.values(vars)) expect(typeof value).toBe('string')
  })

  it('gives each mode its own palette', () => {
    const light = themeToCssVariables('light')
    const dark = themeToCssVariables('dark')
    expect(light['--foyer-bg']).toBe('#ffffff')
    expect(dark['--foyer-bg']).not.toBe(light['--foyer-bg'])
    expect(dark['--foyer-fg']).not.toBe(light['--foyer-fg'])
    expect(dark['--foyer-overlay']).toMatch(/^rgba\(/)
  })

  it.each(modes)('meets WCAG AA for text in %s mode with the default accent', (mode) => {
    expectReadable(themeToCssVariables(mode))
  })

  it('keeps the palette unchanged when it already meets AA', () => {
    expect(themeToCssVariables('light')['--foyer-fg-muted']).toBe('#5c6370')
    expect(themeToCssVariables('dark')['--foyer-fg-muted']).toBe('#9ca3af')
    expect(themeToCssVariables('light')['--foyer-focus-ring']).toBe('#2563eb')
  })

  it.each([
    ['#2563eb', '#ffffff'],
    ['#fde047', '#000000'],
    ['#fff', '#000000'],
    ['#000', '#ffffff'],
    ['rgb(16, 185, 129)', '#000000'],
    ['rgb(127 29 29)', '#ffffff'],
    ['#3b82f6', '#000000'],
    ['#777777', '#000000'],
  ])('picks readable text for accent %s', (accent, expected) => {
    for (const mode of modes) {
      const vars = themeToCssVariables(mode, { '--foyer-accent': accent })
      expect(vars['--foyer-accent-contrast']).toBe(expected)
      expectReadable(vars)
    }
  })

  it('normalises the accent to #rrggbb', () => {
    expect(themeToCssVariables('light', { '--foyer-accent': 'rgb(0, 255, 0)' })).toMatchObject({
      '--foyer-accent': '#00ff00',
    })
    expect(themeToCssVariables('light', { '--foyer-accent': '#ABC' })['--foyer-accent']).toBe(
      '#aabbcc',
    )
  })

  it('keeps a focus ring visible for a pale accent', () => {
    const vars = themeToCssVariables('light', { '--foyer-accent': '#fde047' })
    expect(vars['--foyer-focus-ring']).not.toBe('#fde047')
    expect(contrast(vars, '--foyer-focus-ring', '--foyer-bg-raised')).toBeGreaterThanOrEqual(3)
  })

  it('blends --foyer-color-mix into the backgrounds by strength', () => {
    const base = themeToCssVariables('light')
    const mixed = themeToCssVariables('light', {
      '--foyer-color-mix': '#ff0000',
      '--foyer-color-mix-strength': 20,
    })
    // white + 20% red = rgb(255, 204, 204)
    expect(mixed['--foyer-bg']).toBe('#ffcccc')
    expect(mixed['--foyer-bg-raised']).not.toBe(base['--foyer-bg-raised'])
    expect(mixed['--foyer-bg-hover']).not.toBe(base['--foyer-bg-hover'])
    expect(mixed['--foyer-border']).not.toBe(base['--foyer-border'])
    expect(mixed['--foyer-accent']).toBe(base['--foyer-accent'])
  })

  it('does not blend without a colour or at strength 0', () => {
    const base = themeToCssVariables('dark')
    expect(themeToCssVariables('dark', { '--foyer-color-mix-strength': 50 })).toEqual(base)
    expect(
      themeToCssVariables('dark', { '--foyer-color-mix': '#f00', '--foyer-color-mix-strength': 0 }),
    ).toEqual(base)
    expect(themeToCssVariables('dark', { '--foyer-color-mix': '#f00' })).toEqual(base)
  })

  it('keeps text readable however strong the mix', () => {
    for (const mode of modes) {
      for (const mix of ['#000', '#fff', '#ff0000', '#777777', '#2563eb', '#fde047']) {
        for (let strength = 0; strength <= 100; strength += 3) {
          const theme: ThemeVariables = {
            '--foyer-color-mix': mix,
            '--foyer-color-mix-strength': strength,
          }
          expectReadable(themeToCssVariables(mode, theme))
        }
      }
    }
  })

  it('weakens a mix that would leave no readable text colour', () => {
    // 52% black on the light palette would give bg #7a7a7a, where no text colour reaches AA on
    // bg, bg-raised and bg-hover at once; the mix is lowered to 50%.
    const vars = themeToCssVariables('light', {
      '--foyer-color-mix': '#000',
      '--foyer-color-mix-strength': 52,
    })
    expect(vars['--foyer-bg']).toBe('#808080')
    expectReadable(vars)
    const dark = themeToCssVariables('dark', {
      '--foyer-color-mix': '#fff',
      '--foyer-color-mix-strength': 40,
    })
    expect(dark['--foyer-bg']).not.toBe('#727375')
    expectReadable(dark)
  })

  it('applies a full-strength mix when text stays readable', () => {
    const full = themeToCssVariables('light', {
      '--foyer-color-mix': '#000000',
      '--foyer-color-mix-strength': 100,
    })
    expect(full['--foyer-bg']).toBe('#000000')
    expect(full['--foyer-fg']).not.toBe(themeToCssVariables('light')['--foyer-fg'])
    expectReadable(full)
  })

  it('accepts custom fonts, sizes, radius and z-index', () => {
    const vars = themeToCssVariables('light', {
      '--foyer-font-family': ' "Inter", sans-serif ',
      '--foyer-font-size-master': '0.75rem',
      '--foyer-border-radius-master': '0px',
      '--foyer-z-index': 10_000,
    })
    expect(vars).toMatchObject({
      '--foyer-font-family': '"Inter", sans-serif',
      '--foyer-font-size-master': '0.75rem',
      '--foyer-border-radius-master': '0px',
      '--foyer-z-index': '10000',
    })
  })

  it('treats an undefined variable as unset', () => {
    expect(themeToCssVariables('light', { '--foyer-accent': undefined })['--foyer-accent']).toBe(
      '#2563eb',
    )
  })

  it.each<[ThemeVariables, string]>([
    [{ '--foyer-accent': 'banana' }, 'Invalid --foyer-accent: "banana" is not a colour'],
    [{ '--foyer-accent': 'rgba(0, 0, 0, 0.5)' }, 'Invalid --foyer-accent'],
    [{ '--foyer-color-mix': 'red' }, 'Invalid --foyer-color-mix: "red" is not a colour'],
    [{ '--foyer-color-mix-strength': -1 }, 'Invalid --foyer-color-mix-strength: -1'],
    [{ '--foyer-color-mix-strength': 101 }, 'is not a number from 0 to 100'],
    [{ '--foyer-color-mix-strength': Number.NaN }, 'Invalid --foyer-color-mix-strength'],
    [
      { '--foyer-border-radius-master': '-4px' },
      'Invalid --foyer-border-radius-master: "-4px" must be a non-negative length in px or rem',
    ],
    [{ '--foyer-border-radius-master': '4' }, 'Invalid --foyer-border-radius-master'],
    [{ '--foyer-border-radius-master': '50%' }, 'Invalid --foyer-border-radius-master'],
    [
      { '--foyer-font-size-master': '12pt' },
      'Invalid --foyer-font-size-master: "12pt" must be a positive length in px or rem',
    ],
    [{ '--foyer-font-size-master': '0px' }, 'Invalid --foyer-font-size-master'],
    [{ '--foyer-font-size-master': '1em' }, 'Invalid --foyer-font-size-master'],
    [{ '--foyer-font-family': '' }, 'Invalid --foyer-font-family'],
    [{ '--foyer-font-family': 'Arial; color: red' }, 'Invalid --foyer-font-family'],
    [{ '--foyer-font-family': 'a} body {x' }, 'Invalid --foyer-font-family'],
    [{ '--foyer-z-index': 1.5 }, 'Invalid --foyer-z-index: 1.5 is not an integer'],
    [{ '--foyer-z-index': Number.POSITIVE_INFINITY }, 'Invalid --foyer-z-index'],
  ])('rejects %o', (vars, message) => {
    expect(() => themeToCssVariables('light', vars)).toThrow(message)
  })

  it('rejects wrong types and unknown variables from untyped callers', () => {
    const untyped = (vars: Record<string, unknown>) => vars as ThemeVariables
    expect(() => themeToCssVariables('light', untyped({ '--foyer-accent': 0x2563eb }))).toThrow(
      'Invalid --foyer-accent: 2450411 is not a colour',
    )
    expect(() => themeToCssVariables('light', untyped({ '--foyer-z-index': '5' }))).toThrow(
      'Invalid --foyer-z-index: "5" is not an integer',
    )
    expect(() => themeToCssVariables('light', untyped({ '--foyer-font-size-master': 10 }))).toThrow(
      'Invalid --foyer-font-size-master: 10',
    )
    expect(() => themeToCssVariables('light', untyped({ '--foyer-acent': '#fff' }))).toThrow(
      'Unknown theme variable --foyer-acent',
    )
    expect(() => themeToCssVariables('dim' as ThemeMode)).toThrow(
      "Invalid theme mode: dim (expected 'light' or 'dark')",
    )
    expect(() => themeToCssVariables('toString' as ThemeMode)).toThrow('Invalid theme mode')
  })
})
