/**
 * How long an idle callback may wait on a busy page before it runs anyway: short, since a
 * visitor may click within a second of the page showing (and some browsers, headless ones among
 * them, find idle periods late).
 */
export const IDLE_TIMEOUT_MS = 300

/**
 * Calls `callback` when the browser is idle (requestIdleCallback), or after a short timeout where
 * there is none (Safari); returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(callback, 1)
  return () => clearTimeout(timer)
}

/** A promise of the next idle moment (see whenIdle). */
export function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(resolve)
  })
}

/**
 * Calls `callback` at the first idle moment after the page has loaded (its `load` event): a
 * preload never competes with the page's own scripts and images. Returns a cancel function.
 */
export function whenLoadedAndIdle(callback: () => void): () => void {
  if (typeof document === 'undefined' || document.readyState === 'complete') {
    return whenIdle(callback)
  }
  let cancelIdle: (() => void) | undefined
  const onLoad = () => {
    cancelIdle = whenIdle(callback)
  }
  window.addEventListener('load', onLoad, { once: true })
  return () => {
    window.removeEventListener('load', onLoad)
    cancelIdle?.()
  }
}
