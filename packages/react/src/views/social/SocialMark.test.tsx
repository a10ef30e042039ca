import { REMOTE_SOCIALS } from '@foyer/protocol'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SocialMark } from './SocialMark'

function draw(social: (typeof REMOTE_SOCIALS)[number]) {
  const { container } = render(<SocialMark social={social} />)
  const tile = container.firstElementChild as HTMLElement
  const path = tile.querySelector('svg path')?.getAttribute('d')
  return { tile, path, ink: tile.querySelector('svg')?.getAttribute('fill') }
}

describe('SocialMark', () => {
  it("draws each provider's own mark, all different (Google is not GitHub, Farcaster not Facebook)", () => {
    const paths = REMOTE_SOCIALS.map((social) => draw(social).path)
    expect(paths.every((path) => path && path.length > 20)).toBe(true)
    expect(new Set(paths).size).toBe(REMOTE_SOCIALS.length)
  })

  it("draws on a tile of the provider's colour", () => {
    const google = draw('google')
    expect(google.tile.style.background).toBe('rgb(66, 133, 244)')
    expect(google.ink).toBe('#ffffff')
    expect(draw('farcaster').tile.style.background).toBe('rgb(133, 93, 205)')
  })

  it('is decorative: hidden from assistive technology, the name is beside it', () => {
    const { tile } = draw('github')
    expect(tile.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    expect(tile.textContent).toBe('')
  })
})
