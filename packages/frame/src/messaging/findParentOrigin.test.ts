import { describe, expect, it } from 'vitest'
import { findParentOrigin } from './findParentOrigin'

describe('findParentOrigin', () => {
  it('prefers ancestorOrigins[0]', () => {
    expect(
      findParentOrigin({
        ancestorOrigins: ['http://app.foyer.localhost', 'http://top.test'],
        referrer: 'http://other.test/page',
      }),
    ).toBe('http://app.foyer.localhost')
  })

  it('falls back to the referrer origin', () => {
    expect(findParentOrigin({ referrer: 'https://app.example.com/path?q=1' })).toBe(
      'https://app.example.com',
    )
    expect(findParentOrigin({ ancestorOrigins: [], referrer: 'http://a.test:8080/' })).toBe(
      'http://a.test:8080',
    )
  })

  it('gives nothing usable for an opaque or missing parent', () => {
    expect(findParentOrigin({ referrer: '' })).toBeUndefined()
    expect(findParentOrigin({ referrer: 'not a url' })).toBeUndefined()
    expect(findParentOrigin({ referrer: 'file:///tmp/x.html' })).toBeUndefined()
    expect(
      findParentOrigin({ ancestorOrigins: ['null'], referrer: 'http://a.test/' }),
    ).toBeUndefined()
  })
})
