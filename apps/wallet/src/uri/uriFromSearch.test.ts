import { describe, expect, it } from 'vitest'
import { uriFromSearch } from './uriFromSearch'

const uri = `wc:${'b'.repeat(64)}@2?relay-protocol=irn&symKey=${'c'.repeat(64)}&expiryTimestamp=1900000000`

describe('uriFromSearch', () => {
  it('reads an encoded ?uri= parameter', () => {
    expect(uriFromSearch(`?uri=${encodeURIComponent(uri)}`)).toBe(uri)
    expect(uriFromSearch(`?connect=1&uri=${encodeURIComponent(uri)}&theme=dark`)).toBe(uri)
  })

  it('reads a URI pasted into the link without encoding', () => {
    expect(uriFromSearch(`?uri=${uri}`)).toBe(uri)
  })

  it('is undefined without a uri parameter or with an empty one', () => {
    expect(uriFromSearch('')).toBeUndefined()
    expect(uriFromSearch('?theme=dark')).toBeUndefined()
    expect(uriFromSearch('?uri=')).toBeUndefined()
  })

  it('hands back a value that is not a pairing URI as it is, for the parser to refuse', () => {
    expect(uriFromSearch('?uri=hello%20world')).toBe('hello world')
  })
})
