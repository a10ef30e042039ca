type Listener = (...args: unknown[]) => void

/** The EIP-1193 event surface: on / removeListener (and aliases), plus emit for the wallet. */
export interface Emitter {
  on(event: string, listener: Listener): Emitter
  addListener(event: string, listener: Listener): Emitter
  once(event: string, listener: Listener): Emitter
  removeListener(event: string, listener: Listener): Emitter
  off(event: string, listener: Listener): Emitter
  listenerCount(event: string): number
  emit(event: string, ...args: unknown[]): void
}

export function createEmitter(): Emitter {
  const listeners = new Map<string, Set<Listener>>()
  const emitter: Emitter = {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
      return emitter
    },
    addListener: (event, listener) => emitter.on(event, listener),
    once(event, listener) {
      const wrapped: Listener = (...args) => {
        emitter.removeListener(event, wrapped)
        listener(...args)
      }
      return emitter.on(event, wrapped)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return emitter
    },
    off: (event, listener) => emitter.removeListener(event, listener),
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args)
        } catch (error) {
          console.error(`[foyer test wallet] ${event} listener threw`, error)
        }
      }
    },
  }
  return emitter
}
