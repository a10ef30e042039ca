import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Marks what differs from run to run in the dialog (addresses, emails, names, amounts, times,
 * QR codes, avatars, typed values) with `data-e2e-mask`, and returns a locator of the marked
 * elements and of the page's frames (the frame's card) for a screenshot's `mask`.
 */
export async function dynamicContent(page: Page, dialog: Locator): Promise<Locator> {
  await dialog.evaluate((root) => {
    const DYNAMIC = [
      /0x[0-9a-f]{3,}/i, // addresses, hashes, signatures
      /[^\s@]+@[^\s@]+\.[a-z]{2,}/i, // emails
      /\.foyer\.id\b/i, // registered names
      /\d/, // amounts, balances, fees, counts, times, dates
    ]
    for (const node of root.querySelectorAll('*')) {
      const own = [...node.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? '')
        .join('')
      const label = node.getAttribute('aria-label') ?? ''
      const graphic = ['IMG', 'SVG', 'CANVAS', 'svg'].includes(node.tagName)
      const isCode =
        graphic &&
        /code|qr/i.test(
          `${label} ${node.getAttribute('alt') ?? ''} ${node.closest('[role="img"]')?.getAttribute('aria-label') ?? ''}`,
        )
      const isAvatar = /identicon|avatar/i.test(
        typeof node.className === 'string' ? node.className : '',
      )
      // The kit's QR code by its class, not its name: names are in the page's language.
      const classes = node.getAttribute('class') ?? ''
      const isCodeBox = node.getAttribute('role') === 'img' && /code|qr/i.test(label)
      const testId = node.getAttribute('data-testid') ?? ''
      const isQr = /qr/i.test(testId) || /\bqr\b/i.test(classes)
      // The frame's card (its own document: its content is the frame's, and its own tests').
      const isFrame = node.tagName === 'IFRAME'
      // What the walk typed (a fresh name, an amount, an address): a field's value is no text node.
      const typed =
        (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) &&
        node.value !== ''
      if (
        DYNAMIC.some((pattern) => pattern.test(own)) ||
        isCode ||
        isCodeBox ||
        isAvatar ||
        isQr ||
        isFrame ||
        typed
      ) {
        node.setAttribute('data-e2e-mask', '')
      }
    }
  })
  // The frame's card lies over the dialog but is no child of it (the kit places the frame over
  // the view's slot): every frame of the page is masked.
  return page.locator('[data-e2e-mask], iframe')
}

/**
 * Compares the open dialog with its committed baseline `${name}.png` (soft: a run lists every
 * view that differs). What differs from run to run is masked (`dynamicContent`), animations and
 * transitions are stopped and the caret hidden; up to 1% of the pixels may differ (anti-aliasing),
 * beyond that a layout change fails. Before the shot the state an earlier check left is undone:
 * focus goes to the dialog itself (no control's focus ring from a Tab walk), scrolled containers
 * go back to their start, and the pointer leaves the dialog (no hover).
 */
export async function matchesBaseline(page: Page, dialog: Locator, name: string): Promise<void> {
  await page.mouse.move(0, 0)
  await dialog.evaluate((root) => {
    const previous = root.getAttribute('tabindex')
    root.setAttribute('tabindex', '-1')
    ;(root as HTMLElement).focus({ preventScroll: true })
    if (previous === null) root.removeAttribute('tabindex')
    else root.setAttribute('tabindex', previous)
    for (const node of [root, ...root.querySelectorAll('*')]) {
      if (node.scrollTop !== 0) node.scrollTop = 0
      if (node.scrollLeft !== 0) node.scrollLeft = 0
    }
  })
  const mask = await dynamicContent(page, dialog)
  await holdStill(page, true)
  try {
    await expect.soft(dialog, `${name} looks as its baseline`).toHaveScreenshot(`${name}.png`, {
      // Stopped by holdStill: Playwright's own 'disabled' (cancelling the kit's infinite
      // animations for every shot) left Chromium's renderer hanging now and then.
      animations: 'allow',
      caret: 'hide',
      mask: [mask],
      maxDiffPixelRatio: 0.01,
      // Two shots in a row must match: images can take a while on a loaded machine.
      timeout: 20_000,
    })
  } finally {
    await holdStill(page, false)
  }
}

/**
 * Stops (or lets go again) every animation and transition of the page, in the document and in
 * every shadow root (the kit's styles live in its shadow root): a spinner shows its first frame.
 */
async function holdStill(page: Page, still: boolean): Promise<void> {
  await page.evaluate((still) => {
    const roots: (Document | ShadowRoot)[] = [document]
    for (let at = 0; at < roots.length; at++) {
      for (const node of (roots[at] as Document | ShadowRoot).querySelectorAll('*')) {
        if (node.shadowRoot) roots.push(node.shadowRoot)
      }
    }
    for (const root of roots) {
      for (const old of root.querySelectorAll('style[data-e2e-still]')) old.remove()
      if (!still) continue
      const style = document.createElement('style')
      style.setAttribute('data-e2e-still', '')
      style.textContent =
        '*, *::before, *::after { animation: none !important; transition: none !important; }'
      ;(root instanceof Document ? root.head : root).append(style)
    }
  }, still)
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}
