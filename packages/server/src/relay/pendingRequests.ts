import type { WebSocket } from 'ws'
import {
  RELAY_MAX_PENDING_REQUEST_BYTES,
  RELAY_MAX_PENDING_REQUESTS,
  RELAY_NODE_MAX_PENDING_REQUEST_BYTES,
} from './relayConstants'
import type { RelayContext } from './relayContext'

/**
 * The requests of one socket waiting for their answer: at most RELAY_MAX_PENDING_REQUESTS, and,
 * over all sockets of the node, RELAY_NODE_MAX_PENDING_REQUEST_BYTES. While this socket's hold
 * more than RELAY_MAX_PENDING_REQUEST_BYTES the socket is not read; reading resumes below half.
 */
export class PendingRequests {
  private count = 0
  private bytes = 0
  private paused = false

  constructor(
    private readonly socket: WebSocket,
    private readonly node: RelayContext['pending'],
  ) {}

  /** Takes a request of `bytes` in (`admitted`), or says why not: `tooMany`, `nodeBusy`. */
  admit(bytes: number): 'admitted' | 'tooMany' | 'nodeBusy' {
    if (this.count >= RELAY_MAX_PENDING_REQUESTS) return 'tooMany'
    if (this.node.bytes + bytes > RELAY_NODE_MAX_PENDING_REQUEST_BYTES) return 'nodeBusy'
    this.count++
    this.bytes += bytes
    this.node.bytes += bytes
    if (this.bytes > RELAY_MAX_PENDING_REQUEST_BYTES && !this.paused) {
      this.paused = true
      this.socket.pause()
    }
    return 'admitted'
  }

  /** An admitted request of `bytes` was answered. */
  done(bytes: number): void {
    this.count--
    this.bytes -= bytes
    this.node.bytes -= bytes
    if (this.paused && this.bytes <= RELAY_MAX_PENDING_REQUEST_BYTES / 2) {
      this.paused = false
      this.socket.resume()
    }
  }
}
