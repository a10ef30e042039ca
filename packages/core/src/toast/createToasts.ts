import type { ErrorNotice } from '../errors/errorNotice'
import { createStore, type Store } from '../store/createStore'

export type ToastVariant = 'loading' | 'success' | 'error'
/**
 * A toast's words: an ErrorNotice (a code the UI words from its locale; core shows only these),
 * or text a UI already put in its locale's words.
 */
export type ToastMessage = string | ErrorNotice
export type Toast = { id: number; variant: ToastVariant; message: ToastMessage }
export type ToastsState = { toast: Toast | null }

export type Toasts = Pick<Store<ToastsState>, 'get' | 'subscribe'> & {
  show(variant: ToastVariant, message: ToastMessage): void
  hide(): void
}

/** A replaced toast is hidden this long before the next shows (docs/product.md, Toasts). */
export const TOAST_SWAP_DELAY_MS = 150

/** How long a success or error toast stays; a loading toast stays until replaced or hidden. */
export const TOAST_VISIBLE_MS = 2_500

/**
 * One toast at a time. Replacing a visible toast hides it first and shows the next one
 * TOAST_SWAP_DELAY_MS later (docs/product.md), so the change is seen.
 */
export function createToasts(): Toasts {
  const store = createStore<ToastsState>({ toast: null })
  let nextId = 1
  let swapTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined

  function display(toast: Toast) {
    store.set({ toast })
    if (toast.variant !== 'loading') hideTimer = setTimeout(hide, TOAST_VISIBLE_MS)
  }

  function hide() {
    clearTimeout(swapTimer)
    clearTimeout(hideTimer)
    store.set({ toast: null })
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    hide,
    show(variant, message) {
      const toast: Toast = { id: nextId++, variant, message: plainNotice(message) }
      const visible = store.get().toast !== null
      hide()
      if (visible) swapTimer = setTimeout(() => display(toast), TOAST_SWAP_DELAY_MS)
      else display(toast)
    },
  }
}

/** A FoyerError (or any notice) kept as just its notice: the toast holds no Error object. */
function plainNotice(message: ToastMessage): ToastMessage {
  if (typeof message === 'string') return message
  const { code, params, details } = message
  return {
    code,
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
    ...(details ? { details } : {}),
  }
}
