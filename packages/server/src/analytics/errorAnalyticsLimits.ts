/** Error analytics cap (docs/product.md#constants): at most 5 events per minute per client. */
export { ERROR_ANALYTICS_PER_MINUTE, ERROR_ANALYTICS_WINDOW_MS } from '@foyer/protocol'
/** Largest accepted `POST /e` body. */
export const ERROR_EVENT_MAX_BYTES = 16 * 1024
