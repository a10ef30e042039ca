import { LOCALES, localeTableShape } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { en, type Strings } from './en'
import { loadedTable, loadTable } from './localeTables'

// numberLocale is a BCP 47 tag, not words: its own check below.
const { numberLocale: _, ...englishWords } = en
const english = localeTableShape(englishWords)

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s table', (locale) => {
  it('has exactly the English keys, with the same placeholders and numbers', async () => {
    const table = (await loadTable(locale)) as Strings
    const { numberLocale, ...words } = table
    expect(localeTableShape(words)).toEqual(english)
    expect(Intl.NumberFormat.supportedLocalesOf([numberLocale])).toEqual([numberLocale])
    expect(numberLocale.split('-')[0]).toBe(locale)
    expect(loadedTable(locale)).toBe(table)
  })

  it('is a translation: most strings differ from the English', async () => {
    const table = (await loadTable(locale)) as Strings
    const same = Object.keys(en.errors).filter(
      (code) =>
        table.errors[code as keyof Strings['errors']] ===
        en.errors[code as keyof Strings['errors']],
    )
    expect(same).toEqual([])
    expect(table.connectWallet).not.toBe(en.connectWallet)
  })
})

it('English needs no load', async () => {
  expect(await loadTable('en')).toBeUndefined()
})
