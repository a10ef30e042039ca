// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLiveTheme } from './liveTheme'

afterEach(() => vi.restoreAllMocks())

/** A colour-scheme query the test can flip, as the browser's is flipped by the OS. */
function fakeScheme(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    matches: dark,
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
  }
  vi.spyOn(window, 'matchMedia').mockReturnValue(query as unknown as MediaQueryList)
  return {
    flip(next: boolean) {
      query.matches = next
      for (const listener of listeners) listener()
    },
  }
}

describe('createLiveTheme', () => {
  it('follows the visitor’s colour scheme while nothing is synced, on open cards only', () => {
    // jsdom has no matchMedia: give it one to spy on.
    window.matchMedia ??= (() => ({})) as unknown as typeof window.matchMedia
    const scheme = fakeScheme(false)
    const theme = createLiveTheme(document)
    const open = document.createElement('section')
    const closed = document.createElement('section')
    theme.attach(open)
    const detach = theme.attach(closed)
    detach()
    expect(open.dataset.mode).toBe('light')
    scheme.flip(true)
    expect(open.dataset.mode).toBe('dark')
    expect(open.style.getPropertyValue('--card-bg')).toBe('#141519')
    expect(closed.dataset.mode).toBe('light')
  })

  it('prefers the synced mode to the colour scheme', () => {
    window.matchMedia ??= (() => ({})) as unknown as typeof window.matchMedia
    fakeScheme(true)
    const theme = createLiveTheme(document, () => ({ themeMode: 'light', themeVariables: {} }))
    const card = document.createElement('section')
    theme.attach(card)
    expect(card.dataset.mode).toBe('light')
  })
})
