import { describe, expect, it } from 'vitest'
import { contrastRatio, relativeLuminance } from './contrastRatio'

describe('contrastRatio', () => {
  it('gives the WCAG extremes', () => {
    expect(relativeLuminance('#000000')).toBe(0)
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10)
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10)
    expect(contrastRatio('#3b82f6', '#3b82f6')).toBe(1)
  })

  it('matches known pairs', () => {
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5)
  })
})
