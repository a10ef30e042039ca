import { describe, expect, it } from 'vitest'
import { contrastRatio, relativeLuminance } from './contrastRatio'
import type { Rgb } from './parseColor'

const black: Rgb = { r: 0, g: 0, b: 0 }
const white: Rgb = { r: 255, g: 255, b: 255 }
const grey: Rgb = { r: 119, g: 119, b: 119 }

describe('relativeLuminance and contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance(black)).toBe(0)
    expect(relativeLuminance(white)).toBeCloseTo(1, 10)
    expect(contrastRatio(black, white)).toBeCloseTo(21, 10)
    expect(contrastRatio(white, black)).toBeCloseTo(21, 10)
    expect(contrastRatio(grey, grey)).toBe(1)
    // #777 on white is the classic just-below-AA grey: 4.48:1.
    expect(contrastRatio(grey, white)).toBeCloseTo(4.48, 2)
  })
})
