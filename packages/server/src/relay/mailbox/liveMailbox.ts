import type { RelayMessage } from '../relayMessage'
import type { NewRelayMessage } from './storeMessages'

/** Ids of messages not (yet) in the database carry this prefix; stored ones are bigint text. */
export const LIVE_ID_PREFIX = 'live-'

interface Waiting {
  message: RelayMessage
  input: NewRelayMessage
  timer: NodeJS.Timeout | undefined
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
  private readonly waiting = new Map<string, Waiting>()
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
      const waiting: Waiting = { message, input, timer: undefined, resolve, reject }
      this.waiting.set(message.id, waiting)
      this.count(input.topic, Buffer.byteLength(input.message))
      if (this.options.deliver(message) === 0) return this.store(waiting)
      waiting.timer = setTimeout(() => this.store(waiting), this.options.graceMs)
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

  private store(waiting: Waiting): Promise<void> {
    this.forget(waiting)
    return this.options.store(waiting.input).then(
      () => waiting.resolve(),
      (error: Error) => waiting.reject(error),
    )
  }

  private forget(waiting: Waiting): void {
    clearTimeout(waiting.timer)
    if (!this.waiting.delete(waiting.message.id)) return
    this.count(waiting.input.topic, -Buffer.byteLength(waiting.input.message))
  }

  private count(topic: string, bytes: number): void {
    const total = (this.topicBytes.get(topic) ?? 0) + bytes
    if (total > 0) this.topicBytes.set(topic, total)
    else this.topicBytes.delete(topic)
  }
}
