/** The frame's timings (docs/product.md, Embedded wallet). */
export const FRAME_READY_DELAY_MS = 500
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const FRAME_REQUEST_TIMEOUT_MS = 120_000
