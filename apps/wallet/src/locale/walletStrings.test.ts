import { browserLocale, LOCALES, localeTableShape } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { WALLET_STRINGS } from './walletStrings'

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the wallet’s %s table', (locale) => {
  it('has exactly the English keys, with the same placeholders and numbers', () => {
    expect(localeTableShape(WALLET_STRINGS[locale])).toEqual(localeTableShape(en))
  })

  it('is a translation', () => {
    expect(WALLET_STRINGS[locale].approveConnection).not.toBe(en.approveConnection)
    expect(WALLET_STRINGS[locale].requestTitle('personal_sign')).not.toBe(
      en.requestTitle('personal_sign'),
    )
  })
})

it('the table is the browser’s language, by primary subtag; else English', () => {
  expect(WALLET_STRINGS[browserLocale({ languages: ['ar-SA', 'en'] })].pair).toBe('اقتران')
  expect(WALLET_STRINGS[browserLocale({ languages: ['zh-TW'] })].pair).toBe('配对')
  expect(WALLET_STRINGS[browserLocale({ languages: ['ko-KR'] })].pair).toBe('Pair')
})

it('tableShape tells a lost placeholder', () => {
  const shape = localeTableShape({ a: (items: string[]) => `needs ${items.join(', ')}` })
  expect(localeTableShape({ a: (_items: string[]) => 'needs them' })).not.toEqual(shape)
})
