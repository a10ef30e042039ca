import { describe, expect, it } from 'vitest'
import { cleanSvg } from './cleanSvg'

const svg = (inner: string, root = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${root}>${inner}</svg>`

describe('cleanSvg', () => {
  it('keeps the drawing and the root paint, drops the title', () => {
    const clean = cleanSvg(
      svg(
        '<title>Logo</title><defs><clipPath id="a"><path d="M0 0h24v24H0z"/></clipPath></defs><g clip-path="url(#a)"><circle cx="12" cy="12" r="9" fill="#f00"/></g>',
        ' fill="none" class="x"',
      ),
    )
    expect(clean).toEqual({
      viewBox: '0 0 24 24',
      body: '<g fill="none"><defs><clipPath id="a"><path d="M0 0h24v24H0z"/></clipPath></defs><g clip-path="url(#a)"><circle cx="12" cy="12" r="9" fill="#f00"/></g></g>',
    })
  })

  it('takes the size for a viewBox when there is none', () => {
    expect(
      cleanSvg('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"/>').viewBox,
    ).toBe('0 0 32 32')
  })

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a handler', '<path d="M0 0" onload="alert(1)"/>'],
    ['a link', '<a href="https://example.com"><path d="M0 0"/></a>'],
    ['an image', '<image href="https://example.com/x.png"/>'],
    ['a use of another file', '<use href="other.svg#a"/>'],
    ['a style sheet', '<style>path{fill:url(https://example.com)}</style>'],
    ['a style attribute', '<path d="M0 0" style="fill:red"/>'],
    ['an outside paint', '<path d="M0 0" fill="url(https://example.com/#a)"/>'],
    ['text', '<text>hi</text>'],
    ['foreign content', '<foreignObject><div/></foreignObject>'],
  ])('refuses %s', (_, inner) => {
    expect(() => cleanSvg(svg(inner))).toThrow()
  })

  it('refuses a document that is not an SVG, or not well-formed', () => {
    expect(() => cleanSvg('<html/>')).toThrow(/not <svg>/)
    expect(() => cleanSvg('<svg><path></svg>')).toThrow()
  })
})
