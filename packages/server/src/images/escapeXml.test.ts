import { describe, expect, it } from 'vitest'
import { escapeXml } from './escapeXml'

describe('escapeXml', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    )
  })

  it('drops characters XML cannot hold and keeps the rest', () => {
    expect(escapeXml('a\u0000b\u0007c\uFFFE\uD800d\te\n🦊é')).toBe('abcd\te\n🦊é')
  })
})
