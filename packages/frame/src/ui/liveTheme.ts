import type { FrameHandlerState } from '../handler/signedInSession'
import { frameTheme } from './frameTheme'

/**
 * The kit's theme on the frame's open cards (the approval card, the recovery prompts): applied
 * when one opens and again whenever the theme changes while it is open (a SYNC_THEME arrives, or
 * the visitor's colour scheme changes before any came), so a card never stays in the old theme.
 */
export type LiveTheme = {
  /** Themes `element` now and on every change until the returned function is called. */
  attach(element: HTMLElement): () => void
  /** Applies the current theme to every attached card (call on SYNC_THEME). */
  refresh(): void
}

export function createLiveTheme(
  document: Document,
  /** The synced theme (SYNC_THEME); until it comes, the visitor's colour scheme. */
  synced: () => FrameHandlerState['theme'] = () => undefined,
): LiveTheme {
  const open = new Set<HTMLElement>()
  const scheme = document.defaultView?.matchMedia?.('(prefers-color-scheme: dark)')

  const apply = (element: HTMLElement) => {
    const theme = frameTheme(synced(), scheme?.matches ?? false)
    element.dataset.mode = theme.mode
    for (const [name, value] of Object.entries(theme.variables))
      element.style.setProperty(name, value)
  }
  const refresh = () => {
    for (const element of open) apply(element)
  }
  scheme?.addEventListener?.('change', refresh)

  return {
    attach(element) {
      open.add(element)
      apply(element)
      return () => {
        open.delete(element)
      }
    },
    refresh,
  }
}
