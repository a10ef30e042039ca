/** The modal's look and feel (docs/product.md, Modal). */
export const MODAL_SHAKE_MS = 500
export const MODAL_WIDTH_PX = 360
