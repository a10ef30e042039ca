import { describe, expect, it } from 'vitest'
import { parseColor } from './parseColor'

describe('parseColor', () => {
  it('parses #rgb and #rrggbb in either case', () => {
    expect(parseColor('#2563eb')).toEqual({ r: 0x25, g: 0x63, b: 0xeb })
    expect(parseColor('#2563EB')).toEqual({ r: 0x25, g: 0x63, b: 0xeb })
    expect(parseColor('#fa0')).toEqual({ r: 0xff, g: 0xaa, b: 0x00 })
    expect(parseColor('  #000  ')).toEqual({ r: 0, g: 0, b: 0 })
  })

  it('parses rgb() with commas, spaces or percentages', () => {
    expect(parseColor('rgb(37, 99, 235)')).toEqual({ r: 37, g: 99, b: 235 })
    expect(parseColor('rgb(37 99 235)')).toEqual({ r: 37, g: 99, b: 235 })
    expect(parseColor('RGB( 0,0 ,255 )')).toEqual({ r: 0, g: 0, b: 255 })
    expect(parseColor('rgb(100% 50% 0%)')).toEqual({ r: 255, g: 128, b: 0 })
    expect(parseColor('rgb(10.4, .6, 0)')).toEqual({ r: 10, g: 1, b: 0 })
  })

  it('rejects anything else', () => {
    for (const value of [
      '',
      'blue',
      '#12',
      '#12345',
      '#1234567',
      '#ggg',
      '2563eb',
      'rgb(1, 2)',
      'rgb(1, 2, 3, 4)',
      'rgb(256, 0, 0)',
      'rgb(101%, 0, 0)',
      'rgb(-1, 0, 0)',
      'rgb(a, b, c)',
      'rgba(1, 2, 3, 0.5)',
      'rgb(1, 2, 3',
      'hsl(0, 0%, 0%)',
    ]) {
      expect(parseColor(value), value).toBeUndefined()
    }
  })
})
