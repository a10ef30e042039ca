import { describe, expect, it } from 'vitest'
import { contrast, frameTheme } from './frameTheme'

const rgb = (hex = ''): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
]

describe('frameTheme', () => {
  it.each(['light', 'dark'] as const)('keeps every text AA and the ring 3:1 in %s mode', (mode) => {
    const v = frameTheme({ themeMode: mode, themeVariables: {} }, false).variables
    for (const text of ['--card-fg', '--card-fg-muted'] as const) {
      for (const surface of ['--card-bg', '--card-bg-raised'] as const) {
        expect(
          contrast(rgb(v[text]), rgb(v[surface])),
          `${text} on ${surface}`,
        ).toBeGreaterThanOrEqual(4.5)
      }
    }
    expect(contrast(rgb(v['--card-warning']), rgb(v['--card-warning-bg']))).toBeGreaterThanOrEqual(
      4.5,
    )
    expect(contrast(rgb(v['--card-error']), rgb(v['--card-error-bg']))).toBeGreaterThanOrEqual(4.5)
    expect(contrast(rgb(v['--card-field-border']), rgb(v['--card-bg']))).toBeGreaterThanOrEqual(3)
    expect(
      contrast(rgb(v['--card-accent-contrast']), rgb(v['--card-accent'])),
    ).toBeGreaterThanOrEqual(4.5)
    expect(contrast(rgb(v['--card-focus-ring']), rgb(v['--card-bg']))).toBeGreaterThanOrEqual(3)
  })

  it('takes the page’s accent, font and radius only when they are plain values', () => {
    const ok = frameTheme(
      {
        themeMode: 'light',
        themeVariables: {
          '--foyer-accent': 'rgb(255, 238, 0)',
          '--foyer-font-family': "'Inter', sans-serif",
          '--foyer-border-radius-master': '0.5rem',
        },
      },
      false,
    ).variables
    expect(ok['--card-accent']).toBe('#ffee00')
    expect(ok['--card-accent-contrast']).toBe('#000000')
    // A pale accent on white: the ring takes the text colour.
    expect(ok['--card-focus-ring']).toBe('#141519')
    expect(ok['--card-font']).toBe("'Inter', sans-serif")
    expect(ok['--card-radius']).toBe('8px')
    const bad = frameTheme(
      {
        themeMode: 'dark',
        themeVariables: {
          '--foyer-accent': 'red; background: url(x)',
          '--foyer-font-family': 'x; } body { display: none',
          '--foyer-border-radius-master': '999px',
          '--foyer-font-size-master': 'calc(1px)',
        },
      },
      false,
    ).variables
    expect(bad['--card-accent']).toBe('#2563eb')
    expect(bad['--card-font']).toMatch(/^system-ui/)
    expect(bad['--card-radius']).toBe('4px')
    expect(bad['--card-font-size']).toBe('10px')
  })

  it('follows the visitor’s colour scheme until the kit syncs a theme', () => {
    expect(frameTheme(undefined, true).mode).toBe('dark')
    expect(frameTheme(undefined, false).mode).toBe('light')
    expect(frameTheme({ themeMode: 'light', themeVariables: {} }, true).mode).toBe('light')
  })
})
