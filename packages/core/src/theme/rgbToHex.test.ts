import { describe, expect, it } from 'vitest'
import { rgbToHex } from './rgbToHex'

describe('rgbToHex', () => {
  it('formats, rounds and clamps', () => {
    expect(rgbToHex({ r: 37, g: 99, b: 235 })).toBe('#2563eb')
    expect(rgbToHex({ r: 0.4, g: 300, b: -5 })).toBe('#00ff00')
  })
})
