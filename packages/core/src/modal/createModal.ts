import { createStore, type Store } from '../store/createStore'
import { MODAL_SHAKE_MS } from './modalLook'

export type ModalState = { open: boolean; shake: boolean }

export type Modal = Pick<Store<ModalState>, 'get' | 'subscribe'> & {
  open(): void
  close(): void
  /** Shakes the modal for MODAL_SHAKE_MS to draw the eye to an error (docs/product.md). */
  shake(): void
}

export function createModal(): Modal {
  const store = createStore<ModalState>({ open: false, shake: false })
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  return {
    get: store.get,
    subscribe: store.subscribe,
    open: () => store.set({ open: true }),
    close() {
      clearTimeout(shakeTimer)
      store.set({ open: false, shake: false })
    },
    shake() {
      clearTimeout(shakeTimer)
      store.set({ shake: true })
      shakeTimer = setTimeout(() => store.set({ shake: false }), MODAL_SHAKE_MS)
    },
  }
}
