import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrastRatio'
import { tileColours } from './tileColours'

const seeds = Array.from({ length: 3000 }, (_, index) => `seed-${index}`)

describe('tileColours', () => {
  it('is deterministic', () => {
    expect(tileColours('metamask')).toEqual(tileColours('metamask'))
  })

  it('spreads seeds over many colours', () => {
    const backgrounds = new Set(seeds.map((seed) => tileColours(seed).background))
    expect(backgrounds.size).toBeGreaterThan(2500)
  })

  it('gives #rrggbb colours, white or black text', () => {
    for (const seed of seeds) {
      const { background, text } = tileColours(seed)
      expect(background).toMatch(/^#[0-9a-f]{6}$/)
      expect(['#ffffff', '#000000']).toContain(text)
    }
  })

  it('always reaches WCAG AA contrast (4.5:1)', () => {
    const worst = Math.min(
      ...seeds.map((seed) => {
        const { background, text } = tileColours(seed)
        return contrastRatio(background, text)
      }),
    )
    expect(worst).toBeGreaterThanOrEqual(4.5)
  })

  it('uses both text colours', () => {
    const texts = new Set(seeds.map((seed) => tileColours(seed).text))
    expect(texts).toEqual(new Set(['#ffffff', '#000000']))
  })
})
