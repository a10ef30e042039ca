import { useLayoutEffect } from 'react'

/**
 * While `locked` (the dialog is open), the page behind does not scroll: the root element's
 * overflow is hidden, and given back as it was when it unlocks or the caller unmounts.
 */
export function useLockPageScroll(locked: boolean): void {
  useLayoutEffect(() => {
    const root = globalThis.document?.documentElement
    if (!root || !locked) return
    const before = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = before
    }
  }, [locked])
}
