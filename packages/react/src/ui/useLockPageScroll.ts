import { useLayoutEffect } from 'react'

/**
 * While the calling component is mounted (the open dialog), the page behind does not scroll: the
 * root element's overflow is hidden, and given back as it was on unmount.
 */
export function useLockPageScroll(): void {
  useLayoutEffect(() => {
    const root = globalThis.document?.documentElement
    if (!root) return
    const before = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = before
    }
  }, [])
}
