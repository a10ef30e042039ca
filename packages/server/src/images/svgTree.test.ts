import { describe, expect, it } from 'vitest'
import { svgTree } from './svgTree'

describe('svgTree', () => {
  it('reads elements, attributes and decoded text', () => {
    expect(svgTree('<svg a="1"><t>x &amp; y</t><r/></svg>')).toEqual({
      name: 'svg',
      attributes: { a: '1' },
      text: '',
      children: [
        { name: 't', attributes: {}, text: 'x & y', children: [] },
        { name: 'r', attributes: {}, text: '', children: [] },
      ],
    })
  })

  it.each([
    '<svg><text>a & b</text></svg>',
    '<svg><text>a</svg>',
    '<svg a="1" a="2"/>',
    '<svg a=1/>',
    '<svg/><svg/>',
    '',
  ])('rejects the malformed %j', (xml) => {
    expect(() => svgTree(xml)).toThrow()
  })
})
