import { expect, type Locator, type Page } from '@playwright/test'

/** The phone widths every view is checked at (docs/product.md: the modal on a phone). */
export const PHONE_WIDTHS = [360, 375] as const
export const PHONE_HEIGHT = 740
export const THEMES = ['light', 'dark'] as const
export type ThemeMode = (typeof THEMES)[number]

/**
 * Switches the kit's theme. The demo opened with `?theme=auto` (see views/walk.ts `openDemo`)
 * gives the kit the system's colour scheme and follows its changes, so the walk emulates the
 * scheme: no control of the page behind the open modal is touched. Waits until the kit's host
 * carries the mode.
 */
export async function setTheme(page: Page, mode: ThemeMode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode })
  for (const host of await page.locator('[data-foyer]').all()) {
    await expect(host).toHaveAttribute('data-theme', mode)
  }
}

/** Resizes to a phone and waits for the modal to lay out at the new width. */
export async function setPhoneWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: PHONE_HEIGHT })
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/**
 * What is wrong with the open dialog's layout, one line per problem (empty when none):
 * - an interactive element sticks out of the dialog's box (sideways always; up or down unless
 *   a scrolling container of the dialog lets the visitor scroll to it);
 * - the dialog is wider than the viewport;
 * - text overflows its box: its element (or, for inline text, its nearest block) is wider or
 *   taller than its box, and the overflow is neither an ellipsis nor a line clamp nor a scroll
 *   container's; or its text lies outside the dialog.
 * Visually hidden text (the 1 px screen-reader pattern) and the text of fields are not layout.
 */
export async function layoutProblems(dialog: Locator): Promise<string[]> {
  // A box is measured at rest: not halfway through the dialog's shake (a refusal) or fade-in.
  await dialog.evaluate((root) =>
    Promise.all(
      root
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  return dialog.evaluate((root) => {
    const problems: string[] = []
    const box = root.getBoundingClientRect()
    const nameOf = (node: Element) => {
      const name =
        node.getAttribute('aria-label') ??
        node.getAttribute('data-testid') ??
        (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `<${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? ` class="${node.className}"` : ''}> "${name}"`
    }
    const shown = (node: Element) => {
      const rect = node.getBoundingClientRect()
      const style = getComputedStyle(node)
      return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden'
    }
    const visuallyHidden = (node: Element) => {
      for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
        const style = getComputedStyle(at)
        const rect = at.getBoundingClientRect()
        if (style.clip !== 'auto' && style.clip !== '') return true
        if (style.clipPath !== 'none' && rect.width <= 1) return true
        if (rect.width <= 1 && rect.height <= 1 && style.overflow === 'hidden') return true
      }
      return false
    }
    /** Whether a scrolling ancestor (inside the dialog) lets the visitor scroll along `axis`. */
    const scrollableAncestor = (node: Element, axis: 'x' | 'y') => {
      for (let at = node.parentElement; at && at !== root.parentElement; at = at.parentElement) {
        const style = getComputedStyle(at)
        const overflow = axis === 'x' ? style.overflowX : style.overflowY
        const scrolls =
          axis === 'x' ? at.scrollWidth > at.clientWidth : at.scrollHeight > at.clientHeight
        if ((overflow === 'auto' || overflow === 'scroll') && scrolls) return true
      }
      return false
    }

    if (box.right > window.innerWidth + 1 || box.left < -1) {
      problems.push(
        `the dialog (${Math.round(box.left)}…${Math.round(box.right)}) is wider than the viewport (${window.innerWidth})`,
      )
    }

    const INTERACTIVE =
      'button, a[href], input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], iframe'
    for (const node of root.querySelectorAll(INTERACTIVE)) {
      if (!shown(node) || visuallyHidden(node)) continue
      const rect = node.getBoundingClientRect()
      if (rect.left < box.left - 1 || rect.right > box.right + 1) {
        problems.push(
          `${nameOf(node)} sticks out sideways: ${Math.round(rect.left)}…${Math.round(rect.right)} outside the dialog's ${Math.round(box.left)}…${Math.round(box.right)}`,
        )
      } else if (
        (rect.top < box.top - 1 || rect.bottom > box.bottom + 1) &&
        !scrollableAncestor(node, 'y')
      ) {
        problems.push(
          `${nameOf(node)} sticks out vertically: ${Math.round(rect.top)}…${Math.round(rect.bottom)} outside the dialog's ${Math.round(box.top)}…${Math.round(box.bottom)}, and nothing scrolls to it`,
        )
      }
    }

    const FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'OPTION', 'SCRIPT', 'STYLE'])
    const handled = (style: CSSStyleDeclaration, axis: 'x' | 'y') => {
      const overflow = axis === 'x' ? style.overflowX : style.overflowY
      if (overflow === 'auto' || overflow === 'scroll') return true
      if (axis === 'x') return style.textOverflow === 'ellipsis' && overflow !== 'visible'
      const clamp = style.getPropertyValue('-webkit-line-clamp')
      return overflow !== 'visible' && clamp !== '' && clamp !== 'none'
    }
    /** Whether the element or an ancestor in the dialog cuts the text with an ellipsis or clamp. */
    const ellipsized = (node: Element) => {
      for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (handled(style, 'x') || handled(style, 'y')) return true
      }
      return false
    }
    const checked = new Set<Element>()
    const checkBox = (node: Element) => {
      if (checked.has(node)) return
      checked.add(node)
      const style = getComputedStyle(node)
      if (node.scrollWidth > node.clientWidth + 1 && !handled(style, 'x')) {
        problems.push(
          `${nameOf(node)}: text overflows its box sideways (${node.scrollWidth} > ${node.clientWidth} px, overflow-x ${style.overflowX}, text-overflow ${style.textOverflow})`,
        )
      }
      if (node.scrollHeight > node.clientHeight + 2 && !handled(style, 'y')) {
        problems.push(
          `${nameOf(node)}: text overflows its box vertically (${node.scrollHeight} > ${node.clientHeight} px, overflow-y ${style.overflowY})`,
        )
      }
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!(text.textContent ?? '').trim()) continue
      const owner = text.parentElement
      if (!owner || FIELDS.has(owner.tagName) || !shown(owner) || visuallyHidden(owner)) continue
      // The box that holds the text: the owner, or for inline text its nearest block.
      let block: Element = owner
      while (
        block !== root &&
        block.parentElement &&
        getComputedStyle(block).display.startsWith('inline') &&
        getComputedStyle(block).display !== 'inline-block' &&
        getComputedStyle(block).display !== 'inline-flex' &&
        getComputedStyle(block).display !== 'inline-grid'
      ) {
        block = block.parentElement
      }
      if (block !== root) checkBox(block)
      if (ellipsized(owner)) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      const rect = range.getBoundingClientRect()
      if (rect.width === 0) continue
      if (rect.left < box.left - 1 || rect.right > box.right + 1) {
        if (scrollableAncestor(owner, 'x')) continue
        problems.push(
          `${nameOf(owner)}: its text (${Math.round(rect.left)}…${Math.round(rect.right)}) lies outside the dialog's ${Math.round(box.left)}…${Math.round(box.right)}`,
        )
      }
    }
    return problems
  })
}

/**
 * Tabs through the open dialog by keyboard (from its first focusable element, once around the
 * focus trap) and returns what is wrong with each focus ring: none drawn (outline and box-shadow
 * both none), or one without 3:1 contrast against what is behind it (WCAG 2.4.11 / 1.4.11).
 * Colours are compared as the browser paints them (any CSS colour, via a canvas).
 */
export async function focusRingProblems(page: Page, dialog: Locator): Promise<string[]> {
  await dialog.evaluate((root) => {
    // Start before the first element: focus the dialog itself (Tab then reaches the first).
    const previous = root.getAttribute('tabindex')
    root.setAttribute('tabindex', '-1')
    ;(root as HTMLElement).focus()
    if (previous === null) root.removeAttribute('tabindex')
    else root.setAttribute('tabindex', previous)
  })
  const problems: string[] = []
  const seen = new Set<string>()
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press('Tab')
    const report = await dialog.evaluate((root) => {
      let active: Element | null = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      if (!active || !root.contains(active)) return { key: 'outside', problem: null }
      if (active.tagName === 'IFRAME') return { key: 'iframe', problem: null }
      const all = [...root.querySelectorAll('*')]
      const key = `${all.indexOf(active)}`
      const canvas = document.createElement('canvas')
      canvas.width = 1
      canvas.height = 1
      const context = canvas.getContext('2d', { willReadFrequently: true })
      const rgba = (color: string): [number, number, number, number] => {
        if (!context) return [0, 0, 0, 0]
        context.clearRect(0, 0, 1, 1)
        context.fillStyle = '#000'
        context.fillStyle = color
        context.fillRect(0, 0, 1, 1)
        const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data
        return [r, g, b, a / 255]
      }
      const luminance = ([r, g, b]: number[]) => {
        const channel = (v = 0) => {
          const c = v / 255
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        }
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
      }
      const contrast = (a: number[], b: number[]) => {
        const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
        return (high + 0.05) / (low + 0.05)
      }
      /** The opaque colour behind `node`: the first ancestor background that is painted. */
      const behind = (node: Element | null): number[] => {
        for (let at = node; at; ) {
          const color = rgba(getComputedStyle(at).backgroundColor)
          if (color[3] > 0.5) return color
          const parent: Element | null =
            at.parentElement ?? ((at.getRootNode() as ShadowRoot).host || null)
          at = parent
        }
        return [255, 255, 255, 1]
      }
      const style = getComputedStyle(active)
      const name =
        active.getAttribute('aria-label') ??
        (active.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const label = `<${active.tagName.toLowerCase()}> "${name}"`
      const rings: { color: number[]; what: string }[] = []
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
        rings.push({ color: rgba(style.outlineColor), what: `outline ${style.outlineColor}` })
      }
      if (style.boxShadow && style.boxShadow !== 'none') {
        const colors = style.boxShadow.match(/(rgba?|color|oklch|oklab|lab|lch|hsla?)\([^)]*\)/g)
        for (const color of colors ?? []) {
          rings.push({ color: rgba(color), what: `box-shadow ${color}` })
        }
      }
      if (rings.length === 0)
        return { key, problem: `${label}: no focus ring (outline and box-shadow none)` }
      const background = behind(active.parentElement)
      // A translucent ring is seen blended over what is behind it.
      const over = ([r = 0, g = 0, b = 0, a = 0]: number[], [br = 0, bg = 0, bb = 0]: number[]) => [
        r * a + br * (1 - a),
        g * a + bg * (1 - a),
        b * a + bb * (1 - a),
      ]
      const best = Math.max(
        ...rings.map((ring) => contrast(over(ring.color, background), background)),
      )
      if (best < 3) {
        return {
          key,
          problem: `${label}: focus ring (${rings.map((r) => r.what).join(', ')}) has contrast ${best.toFixed(2)} < 3 against rgb(${background.slice(0, 3).join(',')})`,
        }
      }
      return { key, problem: null }
    })
    if (report.key === 'outside') {
      problems.push('Tab left the dialog')
      break
    }
    if (seen.has(report.key)) break
    seen.add(report.key)
    if (report.problem) problems.push(report.problem)
  }
  if (seen.size === 0) problems.push('no element of the dialog takes focus by keyboard')
  return problems
}
