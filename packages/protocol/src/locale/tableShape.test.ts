import { describe, expect, it } from 'vitest'
import { localeTableShape } from './tableShape'

describe('localeTableShape', () => {
  it('tells a missing or extra placeholder, argument or key', () => {
    const shape = localeTableShape({
      a: (x: string) => `hi ${x}`,
      b: 'in {minutes} min',
      c: { d: '6' },
    })
    expect(
      localeTableShape({ a: (_x: string) => 'hi', b: 'in {minutes} min', c: { d: '6' } }),
    ).not.toEqual(shape)
    expect(
      localeTableShape({ a: (x: string) => `hi ${x}`, b: 'in {minute} min', c: { d: '6' } }),
    ).not.toEqual(shape)
    expect(
      localeTableShape({ a: (x: string) => `hi ${x}`, b: 'in {minutes} min', c: { d: '7' } }),
    ).not.toEqual(shape)
    expect(
      localeTableShape({ a: (x: string) => `hi ${x}`, b: 'in {minutes} min', c: {} }),
    ).not.toEqual(shape)
    expect(
      localeTableShape({ a: (x: string) => `¡hola ${x}!`, b: '{minutes} min', c: { d: '6 ' } }),
    ).toEqual(shape)
  })
})
