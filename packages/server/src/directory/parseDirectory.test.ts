import { describe, expect, it } from 'vitest'
import wallets from './data/wallets.json'
import { InvalidDirectoryError } from './invalidDirectoryError'
import { parseDirectory } from './parseDirectory'
import { testWallet } from './testWallet'

describe('parseDirectory', () => {
  it('accepts the shipped directory', () => {
    expect(parseDirectory(wallets)).toHaveLength(wallets.length)
  })

  it('trims names as the schema does', () => {
    expect(parseDirectory([testWallet('aa', { name: '  Aa  ' })])[0]?.name).toBe('Aa')
  })

  it('names each bad entry by index, id and field', () => {
    const bad = [
      testWallet('good'),
      { ...testWallet('bad-url'), homepage: 'http://insecure.example.com' },
      { ...testWallet('good'), rdns: 'com.example.other' },
    ]
    expect(() => parseDirectory(bad)).toThrow(InvalidDirectoryError)
    expect(() => parseDirectory(bad)).toThrow(
      /^Invalid wallet directory:\n {2}wallet 1 \("bad-url"\) homepage: .+\n {2}wallet 2 \("good"\) id: Duplicate wallet id "good"$/,
    )
  })

  it('rejects something that is not a list', () => {
    expect(() => parseDirectory({ data: [] })).toThrow(/^Invalid wallet directory:\n {2}\S/)
  })

  it('names an entry without an id by its index alone', () => {
    expect(() => parseDirectory([42])).toThrow(/^Invalid wallet directory:\n {2}wallet 0: /)
  })

  it('lists 20 problems and counts the rest', () => {
    const bad = Array.from({ length: 25 }, (_, index) => ({
      ...testWallet(`w-${index}`),
      badge_type: 'gold',
    }))
    const message = (() => {
      try {
        parseDirectory(bad)
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(message?.split('\n')).toHaveLength(22)
    expect(message).toMatch(/\n {2}…and 5 more$/)
  })
})
