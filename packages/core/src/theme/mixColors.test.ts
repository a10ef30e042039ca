import { describe, expect, it } from 'vitest'
import { mixColors } from './mixColors'
import type { Rgb } from './parseColor'

const black: Rgb = { r: 0, g: 0, b: 0 }
const white: Rgb = { r: 255, g: 255, b: 255 }

describe('mixColors', () => {
  it('blends in sRGB and rounds', () => {
    expect(mixColors(black, white, 0)).toEqual(black)
    expect(mixColors(black, white, 1)).toEqual(white)
    expect(mixColors(black, white, 0.5)).toEqual({ r: 128, g: 128, b: 128 })
    expect(mixColors({ r: 10, g: 20, b: 30 }, { r: 20, g: 40, b: 60 }, 0.1)).toEqual({
      r: 11,
      g: 22,
      b: 33,
    })
  })
})
