/** What the probe recorded, on the page's clock (ms). */
export interface ModalProbe {
  clickAt?: number
  /** A dialog first had a box and was not hidden. */
  visibleAt?: number
  /** The first wallet (a button in a list item of the dialog) first showed. */
  walletAt?: number
}

/**
 * Installed in the page before the click (as source text, so no build helpers leak into it):
 * records when the first click is dispatched, when a dialog (`[role=dialog]` or an open
 * <dialog>, also inside open shadow roots) first has a box and is not hidden, and when its first
 * wallet does (a button inside a list item of the dialog: the kit's wallet rows, the baseline's
 * list), checked on every DOM mutation of the document and on every animation frame.
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
  const done = () => probe.visibleAt !== undefined && probe.walletAt !== undefined
  const check = () => {
    if (probe.clickAt === undefined || done()) return
    const now = performance.now()
    for (const el of dialogs(document)) {
      if (!visible(el)) continue
      probe.visibleAt ??= now
      if ([...el.querySelectorAll('li button')].some(visible)) probe.walletAt ??= now
    }
    if (done()) observer.disconnect()
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { subtree: true, childList: true, attributes: true })
  const frame = () => {
    check()
    if (!done()) requestAnimationFrame(frame)
  }
  document.addEventListener('click', () => {
    probe.clickAt ??= performance.now()
    requestAnimationFrame(frame)
  }, { capture: true, once: true })
})()`

export const READ_MODAL_PROBE = 'window.__modalProbe'

/** What the email probe recorded: the Continue click and the code view's first field showing. */
export interface EmailProbe {
  submitAt?: number
  codeAt?: number
}

/**
 * Installed before Continue: records the first submit of a form inside an open shadow root (the
 * kit's email form) and when the code view's first digit field (autocomplete one-time-code)
 * first has a box, on every animation frame.
 */
export const INSTALL_EMAIL_PROBE = `(() => {
  const probe = {}
  window.__emailProbe = probe
  const find = (root) => {
    const hit = root.querySelector('input[autocomplete="one-time-code"]')
    if (hit) return hit
    for (const el of root.querySelectorAll('*')) {
      const inner = el.shadowRoot && find(el.shadowRoot)
      if (inner) return inner
    }
    return undefined
  }
  const frame = () => {
    const field = find(document)
    if (field) {
      const box = field.getBoundingClientRect()
      if (box.width > 0 && box.height > 0 && field.checkVisibility({ visibilityProperty: true })) {
        probe.codeAt = performance.now()
        return
      }
    }
    requestAnimationFrame(frame)
  }
  // The submit happens in a shadow root: a composed click on its submit button reaches here.
  document.addEventListener('click', (event) => {
    const target = event.composedPath()[0]
    if (probe.submitAt !== undefined || !(target instanceof HTMLElement)) return
    if (target.closest('button[type="submit"]') === null) return
    probe.submitAt = performance.now()
    requestAnimationFrame(frame)
  }, { capture: true })
})()`

export const READ_EMAIL_PROBE = 'window.__emailProbe'
