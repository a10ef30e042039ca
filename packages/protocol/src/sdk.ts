/** The kit's own name, sent as `st` (sdk type) on every request (docs/product.md#http-api). */
export const SDK_TYPE = 'foyer'
/** The kit's version, sent as `sv`. */
export const SDK_VERSION = '0.0.0'

/** The project `npm start` creates, so the demo works with nothing configured. */
export const DEV_PROJECT_ID = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'
