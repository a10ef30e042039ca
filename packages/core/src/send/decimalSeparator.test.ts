import { LOCALES } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { decimalSeparator } from './decimalSeparator'

describe('decimalSeparator', () => {
  it('is the comma where the kit’s languages write decimals with one, else the point', () => {
    const separators = Object.fromEntries(
      LOCALES.map((locale) => [locale, decimalSeparator(locale)]),
    )
    expect(separators).toEqual({
      en: '.',
      es: ',',
      fr: ',',
      de: ',',
      pt: ',',
      ja: '.',
      zh: '.',
      ar: '.',
    })
  })
})
