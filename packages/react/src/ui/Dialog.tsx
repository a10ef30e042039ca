import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react'
import { deepActiveElement, focusableIn } from './focusable'
import { useLockPageScroll } from './useLockPageScroll'

type DialogProps = {
  titleId: string
  shake: boolean
  /** Escape: go back, or close when there is nowhere to go back to. */
  onEscape(): void
  onOverlayClick(): void
  /**
   * Changes when the view changes, to move focus into the new view: to its control marked
   * `data-foyer-focus`, else its first.
   */
  focusKey: string
  /**
   * False: the dialog is laid out but hidden, inert and out of the accessibility tree (the
   * modal's standby, so that opening it is a single style change). True by default.
   */
  open?: boolean
  children: ReactNode
}

/**
 * The one accessible dialog every view renders in: role=dialog, aria-modal, labelled by its
 * title; Tab stays inside; Escape goes back or closes; focus returns to the opener on unmount;
 * the page behind does not scroll meanwhile. Its height follows the view's with a transition
 * (modalCss; none under prefers-reduced-motion). Closed (`open` false) it keeps its layout, hidden.
 */
export function Dialog({
  titleId,
  shake,
  onEscape,
  onOverlayClick,
  focusKey,
  open = true,
  children,
}: DialogProps) {
  const overlay = useRef<HTMLDivElement>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  useLockPageScroll(open)
  useFollowHeight(dialog, content)

  useLayoutEffect(() => {
    // React 18 knows no `inert` prop: the property is set here.
    if (overlay.current) overlay.current.inert = !open
    if (!open) return
    const opener = deepActiveElement()
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [open])

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey marks a new view
  useEffect(() => {
    const element = dialog.current
    if (!element || !open) return
    // The control the view names (`data-foyer-focus`), else its first one (not the header's).
    const [first] = focusableIn(element).filter(
      (candidate) => candidate.dataset.foyerChrome === undefined,
    )
    const named = element.querySelector<HTMLElement>('[data-foyer-focus]')
    ;(named ?? first ?? element).focus()
  }, [focusKey, open])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onEscape()
      return
    }
    if (event.key !== 'Tab' || !dialog.current) return
    const items = focusableIn(dialog.current)
    const first = items[0]
    const last = items.at(-1)
    if (!first || !last) return event.preventDefault()
    const active = deepActiveElement()
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div
      ref={overlay}
      className={open ? 'overlay' : 'overlay standby'}
      aria-hidden={open ? undefined : true}
      onMouseDown={(event) => event.target === event.currentTarget && onOverlayClick()}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={shake ? 'dialog shake' : 'dialog'}
        onKeyDown={onKeyDown}
      >
        <div ref={content} className="dialog-content">
          {children}
        </div>
      </div>
    </div>
  )
}

/**
 * Sets the dialog's height to its content's, so that a change of view animates it (a CSS
 * transition on `height` cannot start from `auto`). Nothing waits for the transition: the new
 * view is in place and clickable at once, only the box around it eases.
 */
function useFollowHeight(
  box: RefObject<HTMLDivElement | null>,
  content: RefObject<HTMLDivElement | null>,
) {
  useLayoutEffect(() => {
    const outer = box.current
    const inner = content.current
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return
    const follow = () => {
      const borders = outer.offsetHeight - outer.clientHeight
      outer.style.height = `${inner.offsetHeight + borders}px`
    }
    follow()
    const observer = new ResizeObserver(follow)
    observer.observe(inner)
    return () => observer.disconnect()
  }, [box, content])
}
