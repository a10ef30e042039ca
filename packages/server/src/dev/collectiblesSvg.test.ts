import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../images/contrastRatio'
import { svgTree } from '../images/svgTree'
import { COLLECTIBLE_SIZE, collectiblesSvg } from './collectiblesSvg'

describe('collectiblesSvg', () => {
  it('draws a square, a ring and the id, named by the title', () => {
    const root = svgTree(collectiblesSvg(7n, 'Foyer Collectibles #7'))
    expect(root.name).toBe('svg')
    expect(root.attributes).toMatchObject({
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${COLLECTIBLE_SIZE} ${COLLECTIBLE_SIZE}`,
      role: 'img',
    })
    const [title, rect, circle, text] = root.children
    expect(title).toMatchObject({ name: 'title', text: 'Foyer Collectibles #7' })
    expect(rect?.name).toBe('rect')
    expect(circle?.name).toBe('circle')
    expect(text).toMatchObject({ name: 'text', text: '#7' })
    expect(
      contrastRatio(rect?.attributes.fill ?? '', text?.attributes.fill ?? ''),
    ).toBeGreaterThanOrEqual(4.5)
  })

  it('is deterministic, and takes its colours from the token id', () => {
    expect(collectiblesSvg(3n, 'x')).toBe(collectiblesSvg(3n, 'x'))
    const colours = (id: bigint) => {
      const [, rect, circle] = svgTree(collectiblesSvg(id, 'x')).children
      return [rect?.attributes.fill, circle?.attributes.stroke]
    }
    expect(colours(1n)).not.toEqual(colours(2n))
  })

  it('escapes the title and shrinks a long id to fit', () => {
    const root = svgTree(collectiblesSvg(123456789012n, '<b>&</b>'))
    expect(root.children[0]?.text).toBe('<b>&</b>')
    expect(Number(root.children[3]?.attributes['font-size'])).toBeLessThan(64)
  })
})
