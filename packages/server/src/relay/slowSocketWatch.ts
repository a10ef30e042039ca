import type { WebSocket } from 'ws'
import { RELAY_SLOW_SOCKET_CHECK_MS } from './relayConstants'
import type { RelayContext } from './relayContext'

/**
 * Backpressure on one socket: while more than RELAY_MAX_SOCKET_BUFFER_BYTES wait unsent, the
 * socket is slow; it is watched, and closed unless it drains within
 * RELAY_SLOW_SOCKET_GRACE_SECONDS. Live deliveries held back meanwhile (`holdBack`) are the
 * connection's to send again: `onDrained` runs once the socket drains after one was held back.
 */
export class SlowSocketWatch {
  private timer: NodeJS.Timeout | undefined
  private heldBack = false
  private stopped = false

  constructor(
    private readonly socket: WebSocket,
    private readonly context: Pick<RelayContext, 'limits' | 'log'>,
    private readonly clientId: string,
    private readonly onDrained: () => void,
  ) {}

  /** True while the socket holds more than its bound unsent (and the watch runs). */
  isSlow(): boolean {
    if (this.socket.bufferedAmount <= this.context.limits.maxSocketBufferBytes) return false
    this.watch()
    return true
  }

  /** A live delivery was not sent: `onDrained` runs once the socket drains. */
  holdBack(): void {
    this.heldBack = true
  }

  stop(): void {
    this.stopped = true
    clearInterval(this.timer)
  }

  private watch(): void {
    if (this.timer || this.stopped) return
    const since = performance.now()
    const graceMs = this.context.limits.slowSocketGraceSeconds * 1000
    this.timer = setInterval(
      () => {
        if (this.stopped) return clearInterval(this.timer)
        if (this.socket.bufferedAmount <= this.context.limits.maxSocketBufferBytes) {
          clearInterval(this.timer)
          this.timer = undefined
          if (!this.heldBack) return
          this.heldBack = false
          this.onDrained()
          return
        }
        if (performance.now() - since < graceMs) return
        clearInterval(this.timer)
        this.context.log.warn(
          { clientId: this.clientId, bufferedAmount: this.socket.bufferedAmount },
          'relay: closing a socket that does not read (RELAY_SLOW_SOCKET_GRACE_SECONDS)',
        )
        this.socket.terminate()
      },
      Math.min(RELAY_SLOW_SOCKET_CHECK_MS, graceMs),
    )
    this.timer.unref()
  }
}
