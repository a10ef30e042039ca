/**
 * Whether this runs in a browser page rather than on a server rendering one (SSR): only there
 * may Foyer read `window`, `document` or `localStorage`, or start work for the visitor.
 */
export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined'
}
