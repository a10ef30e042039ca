import { describe, expect, it } from 'vitest'
import { contrastRatio, relativeLuminance } from './contrastRatio'
import { ensureContrast } from './ensureContrast'
import type { Rgb } from './parseColor'

const black: Rgb = { r: 0, g: 0, b: 0 }
const white: Rgb = { r: 255, g: 255, b: 255 }
const grey: Rgb = { r: 119, g: 119, b: 119 }

describe('ensureContrast', () => {
  it('keeps a colour that already passes', () => {
    expect(ensureContrast(black, [white], 4.5)).toBe(black)
  })

  it('shifts a failing colour as little as needed, in the better direction', () => {
    const fixed = ensureContrast(grey, [white], 4.5)
    expect(fixed).not.toEqual(grey)
    expect(contrastRatio(fixed, white)).toBeGreaterThanOrEqual(4.5)
    expect(relativeLuminance(fixed)).toBeLessThan(relativeLuminance(grey))
    expect(relativeLuminance(fixed)).toBeGreaterThan(0.1)
    const onBlack = ensureContrast(grey, [black], 7)
    expect(relativeLuminance(onBlack)).toBeGreaterThan(relativeLuminance(grey))
    expect(contrastRatio(onBlack, black)).toBeGreaterThanOrEqual(7)
  })

  it('checks every background', () => {
    const fixed = ensureContrast(grey, [white, { r: 230, g: 230, b: 230 }], 4.5)
    expect(contrastRatio(fixed, { r: 230, g: 230, b: 230 })).toBeGreaterThanOrEqual(4.5)
  })

  it('falls back to the better of black and white when nothing reaches the minimum', () => {
    expect(ensureContrast(grey, [white], 30)).toEqual(black)
    expect(ensureContrast(grey, [black], 30)).toEqual(white)
    expect(ensureContrast(grey, [black, white], 4.5)).toEqual(black)
  })
})
