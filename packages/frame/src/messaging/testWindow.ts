/** Test helper: a frame window whose parent records postMessage and whose listeners we drive. */
export function createTestWindow() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const posted: { message: unknown; targetOrigin: string }[] = []
  const parent = {
    postMessage(message: unknown, targetOrigin: string) {
      posted.push({ message, targetOrigin })
    },
  }
  return {
    window: {
      parent,
      addEventListener: (_: 'message', listener: (event: MessageEvent) => void) =>
        void listeners.add(listener),
      removeEventListener: (_: 'message', listener: (event: MessageEvent) => void) =>
        void listeners.delete(listener),
    },
    parent,
    posted,
    listeners,
    dispatch(event: { origin: string; source: unknown; data: unknown; ports?: MessagePort[] }) {
      for (const listener of [...listeners]) {
        listener({ ports: [], ...event } as unknown as MessageEvent)
      }
    },
  }
}
