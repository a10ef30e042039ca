// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { FrameHandlerState } from '../handler/signedInSession'
import { openFramePrompt, passwordField, promptButton } from './framePrompt'
import { createLiveTheme } from './liveTheme'

function setup(synced: FrameHandlerState['theme'] = { themeMode: 'light', themeVariables: {} }) {
  document.body.innerHTML = '<main id="root"></main>'
  const container = document.getElementById('root') as HTMLElement
  const state = { synced }
  const theme = createLiveTheme(document, () => state.synced)
  const onDismiss = vi.fn()
  const prompt = openFramePrompt({ document, container, title: 'Protect', theme, onDismiss })
  return { container, state, theme, onDismiss, prompt }
}

describe('a frame prompt', () => {
  it('is a card like the approval card: the synced theme, kept live while it is open', () => {
    const t = setup({
      themeMode: 'dark',
      themeVariables: { '--foyer-accent': '#ffcc00', '--foyer-border-radius-master': '8px' },
    })
    const card = t.prompt.card
    expect(card.classList).toContain('foyer-card')
    expect(card.dataset.mode).toBe('dark')
    expect(card.style.getPropertyValue('--card-accent')).toBe('#ffcc00')
    expect(card.style.getPropertyValue('--card-radius')).toBe('8px')
    t.state.synced = { themeMode: 'light', themeVariables: {} }
    t.theme.refresh()
    expect(card.dataset.mode).toBe('light')
    expect(card.style.getPropertyValue('--card-bg')).toBe('#ffffff')
    expect(card.style.getPropertyValue('--card-accent')).toBe('#2563eb')
    t.prompt.close()
    t.state.synced = { themeMode: 'dark', themeVariables: {} }
    t.theme.refresh()
    expect(card.dataset.mode).toBe('light')
  })

  it('gives its buttons the card’s looks and its fields a label and left-to-right text', () => {
    const t = setup()
    const main = promptButton(document, 'Create a passkey', () => {}, 'primary')
    const other = promptButton(document, 'Set a password', () => {})
    const out = promptButton(document, 'Cancel', () => {}, 'quiet')
    const field = passwordField(document, 'Recovery password', 'new-password')
    t.prompt.card.append(main, field.wrapper, other, out)
    expect(main.className).toBe('foyer-button foyer-button-primary')
    expect(other.className).toBe('foyer-button foyer-button-secondary')
    expect(out.className).toBe('foyer-button foyer-button-quiet')
    expect(field.input.labels?.[0]?.textContent).toBe('Recovery password')
    expect(field.input.dir).toBe('ltr')
  })

  it('keeps Tab inside and closes on Escape', () => {
    const t = setup()
    const first = promptButton(document, 'One', () => {})
    const second = promptButton(document, 'Two', () => {})
    t.prompt.card.append(first, second)
    first.focus()
    const key = (init: KeyboardEventInit) =>
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { bubbles: true, ...init }),
      )
    key({ key: 'Tab' })
    expect(document.activeElement).toBe(second)
    key({ key: 'Tab' })
    expect(document.activeElement).toBe(first)
    key({ key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(second)
    key({ key: 'Escape' })
    expect(t.onDismiss).toHaveBeenCalledWith('escape')
    expect(t.container.children).toHaveLength(0)
  })
})
