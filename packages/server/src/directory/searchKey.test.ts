import { describe, expect, it } from 'vitest'
import { searchKey } from './searchKey'

describe('searchKey', () => {
  it('lowercases ASCII and non-ASCII letters alike', () => {
    expect(searchKey('MetaMask')).toBe('metamask')
    expect(searchKey('ÉTOILE Ørsted')).toBe('étoile ørsted')
  })

  it('folds compatibility forms (full-width letters, ligatures)', () => {
    expect(searchKey('ＯＫＸ')).toBe('okx')
    expect(searchKey('ﬁnance')).toBe('finance')
  })
})
