/** Where the ApproveTransaction view wants the frame shown, in viewport pixels. */
export type FrameRect = { top: number; left: number; width: number; height: number }

const HIDDEN = 'position:fixed;width:0;height:0;border:0;visibility:hidden'

/**
 * Shows the frame over the modal so the visitor approves in the frame's own UI; the page only
 * places it (moving the element in the DOM would reload it). Above the modal's layers.
 */
export function showFrame(iframe: HTMLIFrameElement, rect: FrameRect) {
  iframe.removeAttribute('aria-hidden')
  iframe.style.cssText = [
    'position:fixed',
    `top:${rect.top}px`,
    `left:${rect.left}px`,
    `width:${rect.width}px`,
    `height:${rect.height}px`,
    'border:0',
    'border-radius:12px',
    'background:transparent',
    'visibility:visible',
    'z-index:2147483647',
  ].join(';')
}

export function hideFrame(iframe: HTMLIFrameElement) {
  iframe.setAttribute('aria-hidden', 'true')
  iframe.style.cssText = HIDDEN
}
