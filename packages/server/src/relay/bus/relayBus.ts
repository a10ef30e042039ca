import type { RelayMessage } from '../relayMessage'

/**
 * Carries publications between relay nodes. A node joins the topics its sockets subscribe to and
 * gets every publication of those topics, its own included (the only path to local subscribers).
 */
export interface RelayBus {
  /** Starts receiving the topic's publications; resolves once they flow. */
  join(topic: string): Promise<void>
  leave(topic: string): Promise<void>
  publish(message: RelayMessage): Promise<void>
  close(): Promise<void>
}

export type PublicationHandler = (message: RelayMessage) => void
