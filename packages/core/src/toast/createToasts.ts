import { TOAST_SWAP_DELAY_MS } from '../constants'
import { createStore, type Store } from '../store/createStore'

export type ToastVariant = 'loading' | 'success' | 'error'
export type Toast = { id: number; variant: ToastVariant; message: string }
export type ToastsState = { toast: Toast | null }

export type Toasts = Pick<Store<ToastsState>, 'get' | 'subscribe'> & {
  show(variant: ToastVariant, message: string): void
  hide(): void
}

/** How long a success or error toast stays; a loading toast stays until replaced or hidden. */
export const TOAST_VISIBLE_MS = 2_500

/**
 * One toast at a time. Replacing a visible toast hides it first and shows the next one
 * TOAST_SWAP_DELAY_MS later (spec §9), so the change is seen.
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
      const toast = { id: nextId++, variant, message }
      const visible = store.get().toast !== null
      hide()
      if (visible) swapTimer = setTimeout(() => display(toast), TOAST_SWAP_DELAY_MS)
      else display(toast)
    },
  }
}
