import { useEffect, useRef } from 'react'

/** Calls `onVisible` whenever the returned element scrolls into view (infinite scroll). */
export function useOnVisible<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null)
  const callback = useRef(onVisible)
  callback.current = onVisible
  useEffect(() => {
    const element = ref.current
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled])
  return ref
}
