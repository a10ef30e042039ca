import { describe, expect, it } from 'vitest'
import { browserLocale, isLocale, localeDirection, matchLocale } from './locales'

describe('matchLocale', () => {
  it('takes the first tag we speak, by primary subtag', () => {
    expect(matchLocale(['pt-BR', 'en-US'])).toBe('pt')
    expect(matchLocale(['nl-NL', 'de-AT', 'fr'])).toBe('de')
    expect(matchLocale(['zh-Hant-TW'])).toBe('zh')
    expect(matchLocale(['AR_eg'])).toBe('ar')
    expect(matchLocale(['ja'])).toBe('ja')
  })

  it('falls back to English', () => {
    expect(matchLocale([])).toBe('en')
    expect(matchLocale(['nl', 'sv-SE', ''])).toBe('en')
  })
})

describe('browserLocale', () => {
  it('reads navigator.languages, then navigator.language', () => {
    expect(browserLocale({ languages: ['es-MX', 'en'], language: 'en' })).toBe('es')
    expect(browserLocale({ languages: [], language: 'fr-CA' })).toBe('fr')
    expect(browserLocale({})).toBe('en')
  })
})

it('knows the locales and their direction', () => {
  expect(isLocale('ar')).toBe(true)
  expect(isLocale('pt-BR')).toBe(false)
  expect(localeDirection('ar')).toBe('rtl')
  expect(localeDirection('ja')).toBe('ltr')
})
