import type { RelayMessage } from '../relayMessage'
import type { NewRelayMessage } from './storeMessages'

/** Ids of messages not (yet) in the database carry this prefix; stored ones are bigint text. */
export const LIVE_ID_PREFIX = 'live-'

interface Waiting {
  message: RelayMessage
  input: NewRelayMessage
  /** When it is written unless acknowledged first (Date.now() milliseconds). */
  dueAt: number
  bytes: number
  resolve: () => void
  reject: (error: Error) => void
}

export interface LiveMailboxOptions {
  /** Keeps a message in the database (the batched mailbox writer). */
  store: (input: NewRelayMessage) => Promise<RelayMessage>
  /** Hands a message to this node's subscribers of its topic; answers how many got it. */
  deliver: (message: RelayMessage) => number
  graceMs: number
}

/**
 * The single-node fast path of publishing: a message goes to the topic's live subscribers at
 * once and is written to the database only when none of them acknowledges it within the grace
 * (or nobody listens). The publisher's `true` waits until the message is acknowledged or
 * stored, so a message the publisher believes sent survives a restart or was delivered. As on
 * the WalletConnect relay, one acknowledgement by a subscriber other than the publisher ends a
 * message's journey: a topic has two peers.
 */
export class LiveMailbox {
  /** In publishing order, which is also the order they fall due in (the grace is the same). */
  private readonly waiting = new Map<string, Waiting>()
  /** One timer for the oldest waiting message, rather than one per message. */
  private timer: NodeJS.Timeout | undefined
  /** Bytes of the messages waiting here, per topic. */
  private readonly topicBytes = new Map<string, number>()
  private nextId = 1

  constructor(private readonly options: LiveMailboxOptions) {}

  /** Delivers `input` now; resolves once acknowledged or stored, rejects if storing failed. */
  publish(input: NewRelayMessage): Promise<void> {
    const message: RelayMessage = {
      id: `${LIVE_ID_PREFIX}${this.nextId++}`,
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      publisher: input.publisher,
      publishedAt: input.publishedAt,
      expiresAt: input.publishedAt + input.ttlSeconds * 1000,
    }
    return new Promise((resolve, reject) => {
      const dueAt = Date.now() + this.options.graceMs
      const bytes = Buffer.byteLength(input.message)
      const waiting: Waiting = { message, input, dueAt, bytes, resolve, reject }
      this.waiting.set(message.id, waiting)
      this.count(input.topic, bytes)
      if (this.options.deliver(message) === 0) return this.store(waiting)
      this.arm()
    })
  }

  /**
   * A subscriber acknowledged `message`. Answers true when the message was still waiting here
   * (it is done: nothing to write); false for a stored message (record the delivery) or a live
   * one already on its way to the database (it comes again from there, which the SDKs ignore).
   */
  acknowledge(message: RelayMessage): boolean {
    const waiting = this.waiting.get(message.id)
    if (!waiting) return false
    this.forget(waiting)
    waiting.resolve()
    return true
  }

  /** Bytes of `topic`'s messages waiting here for an acknowledgement. */
  waitingBytes(topic: string): number {
    return this.topicBytes.get(topic) ?? 0
  }

  /** The messages of `topics` still waiting here, oldest first (for a new subscriber). */
  waitingOn(topics: readonly string[]): RelayMessage[] {
    const wanted = new Set(topics)
    return [...this.waiting.values()]
      .map((waiting) => waiting.message)
      .filter((message) => wanted.has(message.topic))
  }

  /** Writes every waiting message now (before a fetch, or on shutdown). */
  async storeWaiting(topics?: readonly string[]): Promise<void> {
    const wanted = topics && new Set(topics)
    const due = [...this.waiting.values()].filter(
      (waiting) => !wanted || wanted.has(waiting.message.topic),
    )
    await Promise.all(due.map((waiting) => this.store(waiting)))
  }

  /** Sets the timer for the oldest waiting message, unless it is set. */
  private arm(): void {
    if (this.timer) return
    const oldest = this.waiting.values().next().value
    if (!oldest) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.storeDue()
    }, oldest.dueAt - Date.now())
    // Shutdown writes what waits (storeWaiting); the timer alone keeps no process alive.
    this.timer.unref()
  }

  /** Writes the messages whose grace has passed, then waits for the next one. */
  private storeDue(): void {
    const now = Date.now()
    for (const waiting of this.waiting.values()) {
      if (waiting.dueAt > now) break
      void this.store(waiting)
    }
    this.arm()
  }

  private store(waiting: Waiting): Promise<void> {
    this.forget(waiting)
    return this.options.store(waiting.input).then(
      () => waiting.resolve(),
      (error: Error) => waiting.reject(error),
    )
  }

  private forget(waiting: Waiting): void {
    if (!this.waiting.delete(waiting.message.id)) return
    this.count(waiting.input.topic, -waiting.bytes)
  }

  private count(topic: string, bytes: number): void {
    const total = (this.topicBytes.get(topic) ?? 0) + bytes
    if (total > 0) this.topicBytes.set(topic, total)
    else this.topicBytes.delete(topic)
  }
}
