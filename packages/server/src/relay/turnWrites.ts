import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'

/** At most this much waits for the end of the turn on one socket: more goes at once. */
const HELD_BYTES = 64 * 1024

/** Sockets corked during this event-loop turn, uncorked together once it ends. */
const corked = new Set<Duplex>()

function uncorkAll(): void {
  for (const socket of corked) socket.uncork()
  corked.clear()
}

/**
 * Holds `socket`'s writes until the current event-loop turn ends, so that every frame the relay
 * sends it in one turn (answers, deliveries) leaves in one `writev` instead of one each: on
 * loopback most of the relay's time went into those system calls. `ws` corks around each frame
 * it writes; corks nest, so its frames wait for ours. The turn ends at `setImmediate`: after the
 * frames read in this turn and the promises they resolved, before the loop waits again.
 */
export function holdWritesForTurn(socket: WebSocket): void {
  // The TCP socket under the WebSocket (`ws` keeps it there; absent once closed).
  const raw = (socket as unknown as { _socket?: Duplex | null })._socket
  if (!raw) return
  if (corked.has(raw)) {
    // What is held counts as unsent (bufferedAmount): past a little, it goes now, so that only a
    // socket that does not read looks slow.
    if (raw.writableLength >= HELD_BYTES) {
      raw.uncork()
      raw.cork()
    }
    return
  }
  if (corked.size === 0) setImmediate(uncorkAll)
  raw.cork()
  corked.add(raw)
}
