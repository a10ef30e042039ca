/** What the probe recorded: click and dialog-visible times on the page's clock (ms). */
export interface ModalProbe {
  clickAt?: number
  visibleAt?: number
}

/**
 * Installed in the page before the click (as source text, so no build helpers leak into it):
 * records when the first click is dispatched and when a dialog (`[role=dialog]` or an open
 * <dialog>, also inside open shadow roots) first has a box and is not hidden, checked on every
 * DOM mutation of the document and on every animation frame.
 */
export const INSTALL_MODAL_PROBE = `(() => {
  const probe = {}
  window.__modalProbe = probe
  const visible = (el) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true })
  }
  // Dialogs in the document and in every open shadow root (a modal may render in one).
  const dialogs = (root) => {
    const found = [...root.querySelectorAll('[role="dialog"], dialog[open]')]
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...dialogs(el.shadowRoot))
    return found
  }
  const check = () => {
    if (probe.clickAt === undefined || probe.visibleAt !== undefined) return
    for (const el of dialogs(document)) {
      if (visible(el)) {
        probe.visibleAt = performance.now()
        observer.disconnect()
        return
      }
    }
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { subtree: true, childList: true, attributes: true })
  const frame = () => {
    check()
    if (probe.visibleAt === undefined) requestAnimationFrame(frame)
  }
  document.addEventListener('click', () => {
    probe.clickAt ??= performance.now()
    requestAnimationFrame(frame)
  }, { capture: true, once: true })
})()`

export const READ_MODAL_PROBE = 'window.__modalProbe'
