import { browserLocale, LOCALES } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { tableShape } from './tableShape'
import { WALLET_STRINGS } from './walletStrings'

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the wallet’s %s table', (locale) => {
  it('has exactly the English keys, with the same placeholders and numbers', () => {
    expect(tableShape(WALLET_STRINGS[locale])).toEqual(tableShape(en))
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
  const shape = tableShape({ a: (items: string[]) => `needs ${items.join(', ')}` })
  expect(tableShape({ a: (_items: string[]) => 'needs them' })).not.toEqual(shape)
})
