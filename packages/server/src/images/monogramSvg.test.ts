import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrastRatio'
import { monogramSvg } from './monogramSvg'
import { svgTree } from './svgTree'

describe('monogramSvg', () => {
  it('draws a rounded square with the initials, named by the label', () => {
    const root = svgTree(monogramSvg('MetaMask', 'metamask'))
    expect(root.name).toBe('svg')
    expect(root.attributes).toMatchObject({
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: '0 0 96 96',
      role: 'img',
    })
    const [title, rect, text] = root.children
    expect(title).toMatchObject({ name: 'title', text: 'MetaMask' })
    expect(rect).toMatchObject({ name: 'rect', attributes: { width: '96', rx: '24' } })
    expect(text).toMatchObject({ name: 'text', text: 'MM' })
    const fill = rect?.attributes.fill ?? ''
    expect(contrastRatio(fill, text?.attributes.fill ?? '')).toBeGreaterThanOrEqual(4.5)
  })

  it('is deterministic: the same label and seed give the same bytes', () => {
    expect(monogramSvg('Rainbow', 'rainbow')).toBe(monogramSvg('Rainbow', 'rainbow'))
  })

  it('takes its colour from the seed', () => {
    const fill = (seed: string) => svgTree(monogramSvg('Same', seed)).children[1]?.attributes.fill
    expect(fill('one')).not.toBe(fill('two'))
  })

  it('stays well-formed whatever the label holds', () => {
    const label = `<script>alert("x")</script> & 'Co'\u0000`
    const root = svgTree(monogramSvg(label, 'x'))
    expect(root.children[0]?.text).toBe(`<script>alert("x")</script> & 'Co'`)
    expect(root.children.map((child) => child.name)).toEqual(['title', 'rect', 'text'])
  })
})
