import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * True while React renders on the server or hydrates the server's HTML, false afterwards and in
 * a render that is client-only: what needs the DOM (a shadow root) can render a server-safe
 * form until then, and the hydrating render matches the server's.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  )
}
