import type { WebSocket } from 'ws'
import { LIVE_ID_PREFIX } from './mailbox/liveMailbox'
import { pendingMessages } from './mailbox/pendingMessages'
import { parseRpcFrame } from './parseRpcFrame'
import { PendingRequests } from './pendingRequests'
import { type PublishBudget, publishBudget } from './publishLimiter'
import { refuseFrame } from './refuseFrame'
import {
  RELAY_FETCH_PAGE_BYTES,
  RELAY_FETCH_PAGE_SIZE,
  RELAY_MAX_PENDING_REQUESTS,
  RELAY_MAX_UNACKED_DELIVERIES,
} from './relayConstants'
import type { RelayContext } from './relayContext'
import type { HubMember } from './relayHub'
import type { RelayMessage } from './relayMessage'
import {
  type FetchedMessage,
  type MethodOutcome,
  type Outgoing,
  type Published,
  RELAY_METHODS,
  type RelayClientApi,
} from './relayMethods'
import { RelayRpcError, RPC_ERROR_CODES, topicSaturatedError } from './rpcErrors'
import { rpcError, rpcResult, subscriptionRequest } from './rpcReplies'
import { SlowSocketWatch } from './slowSocketWatch'
import { subscriptionId } from './subscriptionId'
import { holdWritesForTurn } from './turnWrites'
import { validateMessage } from './validateMessage'

/**
 * One client's socket: answers its requests one at a time, in order; delivers the messages of its
 * topics as `irn_subscription` requests and records each one the client acknowledges.
 *
 * Backpressure: while the socket is slow (SlowSocketWatch), live deliveries are not sent (they
 * wait in the mailbox, and go once the socket drains); the client's own waiting requests are
 * bounded by PendingRequests.
 */
export class RelayConnection implements HubMember, RelayClientApi {
  /** Topic → subscription id. */
  readonly subscriptions = new Map<string, string>()
  /** Our irn_subscription request id → the message it carries. */
  private readonly awaitingAck = new Map<number, RelayMessage>()
  /** Mailbox ids sent and not acknowledged yet: not sent again meanwhile. */
  private readonly inFlight = new Set<string>()
  private nextRequestId = 1
  private requests: Promise<void> = Promise.resolve()
  private readonly pending: PendingRequests
  private readonly slow: SlowSocketWatch
  private readonly limiter: PublishBudget
  private alive = true
  private closed = false

  constructor(
    readonly clientId: string,
    /** The project the client connected with (quotas and refusals count per project). */
    readonly projectId: string,
    private readonly socket: WebSocket,
    private readonly context: RelayContext,
  ) {
    this.limiter = publishBudget(
      context.limits.publishesPerSecond,
      clientId,
      context.now(),
      context.sharedLimits,
    )
    this.pending = new PendingRequests(socket, context.pending)
    // Once the socket drains, what was held back is read from the mailbox again.
    this.slow = new SlowSocketWatch(socket, context, clientId, () => {
      void this.deliverStored([...this.subscriptions.keys()]).catch((error: Error) => {
        this.context.log.warn({ err: error }, 'relay: could not read stored messages')
      })
    })
    socket.on('pong', () => {
      this.alive = true
    })
  }

  /** A frame from the client. */
  receive(text: string, isBinary: boolean): void {
    const refusal = refuseFrame(text, isBinary, this.context.limits)
    if (refusal) {
      this.reply(rpcError('null', refusal))
      return
    }
    const frame = parseRpcFrame(text)
    if (frame.kind === 'invalid') this.reply(rpcError(frame.id, frame.error))
    else if (frame.kind === 'response') this.acknowledge(frame.id, frame.ok)
    else {
      const bytes = text.length
      const admission = this.pending.admit(bytes)
      if (admission === 'tooMany') {
        const error = new RelayRpcError(
          RPC_ERROR_CODES.rateLimited,
          `Too many requests: at most ${RELAY_MAX_PENDING_REQUESTS} may wait for their answer`,
        )
        this.reply(rpcError(frame.id, error))
      } else if (admission === 'nodeBusy') {
        const error = new RelayRpcError(
          RPC_ERROR_CODES.rateLimited,
          'The relay is busy: too many requests wait for their answer; retry in a second',
        )
        this.context.refusals.recordPublish(this.projectId, frame.method, frame.params, error)
        this.reply(rpcError(frame.id, error))
      } else {
        this.requests = this.requests.then(() => this.handle(frame, bytes))
      }
    }
  }

  /** Pings the client; terminates the socket if it did not answer the previous ping. */
  ping(): void {
    if (!this.alive) {
      this.socket.terminate()
      return
    }
    this.alive = false
    this.socket.ping()
  }

  /** The socket closed: leaves every topic. */
  async close(): Promise<void> {
    this.closed = true
    this.slow.stop()
    this.awaitingAck.clear()
    const topics = [...this.subscriptions.keys()]
    this.subscriptions.clear()
    await Promise.all(topics.map((topic) => this.leave(topic)))
  }

  deliver(message: RelayMessage): boolean {
    const id = this.subscriptions.get(message.topic)
    if (this.closed || id === undefined) return false
    if (this.inFlight.has(message.id)) return true
    if (message.expiresAt <= this.context.now()) return false
    if (this.slow.isSlow()) {
      this.slow.holdBack()
      return false
    }
    const requestId = this.nextRequestId++
    this.awaitingAck.set(requestId, message)
    this.inFlight.add(message.id)
    if (this.awaitingAck.size > RELAY_MAX_UNACKED_DELIVERIES) {
      const [oldestId, oldest] = this.awaitingAck.entries().next().value as [number, RelayMessage]
      this.awaitingAck.delete(oldestId)
      this.inFlight.delete(oldest.id)
    }
    this.reply(subscriptionRequest(requestId, id, message))
    this.slow.isSlow()
    return true
  }

  async subscribe(topics: readonly string[]): Promise<string[]> {
    this.checkSubscriptionLimit(topics)
    const fresh = [...new Set(topics)].filter((topic) => !this.subscriptions.has(topic))
    for (const topic of fresh) this.subscriptions.set(topic, subscriptionId(topic, this.clientId))
    try {
      await Promise.all(fresh.map((topic) => this.context.hub.add(topic, this)))
    } catch (error) {
      for (const topic of fresh) this.subscriptions.delete(topic)
      await Promise.all(fresh.map((topic) => this.leave(topic)))
      throw error
    }
    return topics.map((topic) => subscriptionId(topic, this.clientId))
  }

  async unsubscribe(topics: readonly string[]): Promise<void> {
    const held = topics.filter((topic) => this.subscriptions.delete(topic))
    await Promise.all(held.map((topic) => this.leave(topic)))
  }

  async publish(
    messages: readonly Outgoing[],
    subscribeTo: readonly string[] = [],
  ): Promise<Published> {
    const { limits, now, live } = this.context
    for (const message of messages) validateMessage(message, limits.maxMessageBytes)
    this.checkSubscriptionLimit(subscribeTo)
    if (live) {
      for (const { topic } of messages) {
        if (live.waitingBytes(topic) > limits.topicMaxWaitingBytes) {
          throw topicSaturatedError(limits.topicMaxWaitingBytes)
        }
      }
    }
    if (!(await this.limiter.take(messages.length, now()))) {
      throw new RelayRpcError(
        RPC_ERROR_CODES.rateLimited,
        `Too many publishes: at most ${limits.publishesPerSecond} messages per second per client (RELAY_PUBLISHES_PER_SECOND); retry in a second`,
      )
    }
    if (subscribeTo.length > 0) await this.subscribe(subscribeTo)
    const inputs = messages.map((outgoing) => ({
      topic: outgoing.topic,
      message: outgoing.message,
      tag: outgoing.tag,
      publisher: this.clientId,
      projectId: this.projectId,
      publishedAt: now(),
      ttlSeconds: Math.min(outgoing.ttl, limits.ttlCeilingSeconds),
    }))
    const { mailbox, bus } = this.context
    // Delivered in the client's order at once; settled when each is acknowledged or kept.
    if (live) return { settled: whenAll(inputs.map((input) => live.publish(input))) }
    // Through Redis: written together (one batch), then published in the client's order.
    const stored = await Promise.all(inputs.map((input) => mailbox.add(input)))
    for (const message of stored) await bus.publish(message)
    return { settled: Promise.resolve() }
  }

  async fetch(
    topics: readonly string[],
  ): Promise<{ messages: FetchedMessage[]; hasMore: boolean }> {
    await this.context.live?.storeWaiting(topics)
    await this.context.deliveries.flush()
    const page = await pendingMessages(this.context.db, {
      topics,
      clientId: this.clientId,
      now: this.context.now(),
      limit: RELAY_FETCH_PAGE_SIZE,
      maxBytes: RELAY_FETCH_PAGE_BYTES,
    })
    // Fetched is delivered: the next call pages on.
    for (const message of page.messages) this.recordDelivery(message)
    await this.context.deliveries.flush()
    return {
      messages: page.messages.map(({ topic, message, publishedAt, tag }) => ({
        topic,
        message,
        publishedAt,
        tag,
      })),
      hasMore: page.hasMore,
    }
  }

  /**
   * Runs one request (the next waits until it returns) and answers it; a publish is answered
   * once settled, while the requests after it already run. Never rejects.
   */
  private async handle(
    { id, method, params }: { id: string; method: string; params: unknown },
    bytes: number,
  ): Promise<void> {
    const outcome = await this.run(method, params)
    if (outcome instanceof RelayRpcError || !outcome.settled) {
      return this.answer(id, method, params, outcome, bytes)
    }
    void outcome.settled.then(
      () => this.answer(id, method, params, outcome, bytes),
      (error: unknown) => this.answer(id, method, params, this.refusal(error, method), bytes),
    )
  }

  private async run(method: string, params: unknown): Promise<MethodOutcome | RelayRpcError> {
    const run = Object.hasOwn(RELAY_METHODS, method) ? RELAY_METHODS[method] : undefined
    if (!run) {
      return new RelayRpcError(
        RPC_ERROR_CODES.methodNotFound,
        `Unknown method ${JSON.stringify(method.slice(0, 100))}`,
      )
    }
    try {
      return await run(this, params)
    } catch (error) {
      return this.refusal(error, method)
    }
  }

  private async answer(
    id: string,
    method: string,
    params: unknown,
    outcome: MethodOutcome | RelayRpcError,
    bytes: number,
  ): Promise<void> {
    this.pending.done(bytes)
    if (outcome instanceof RelayRpcError) {
      this.context.refusals.recordPublish(this.projectId, method, params, outcome)
      return this.reply(rpcError(id, outcome))
    }
    this.reply(rpcResult(id, outcome.result))
    if (outcome.deliverStored) {
      await this.deliverStored(outcome.deliverStored).catch((error: Error) => {
        this.context.log.warn({ err: error }, 'relay: could not read stored messages')
      })
    }
  }

  /** Sends the stored messages of `topics` this client has not acknowledged, oldest first. */
  private async deliverStored(topics: readonly string[]): Promise<void> {
    await this.context.deliveries.flush()
    let afterId: string | undefined
    for (;;) {
      const page = await pendingMessages(this.context.db, {
        topics,
        clientId: this.clientId,
        now: this.context.now(),
        limit: RELAY_FETCH_PAGE_SIZE,
        maxBytes: RELAY_FETCH_PAGE_BYTES,
        ...(afterId ? { afterId } : {}),
      })
      for (const message of page.messages) this.deliver(message)
      if (!page.hasMore || this.closed) break
      // The rest waits in the mailbox until the socket drains (the slow-socket watch reads it again).
      if (this.slow.isSlow()) {
        this.slow.holdBack()
        return
      }
      afterId = page.messages.at(-1)?.id
    }
    for (const message of this.context.live?.waitingOn(topics) ?? []) this.deliver(message)
  }

  private acknowledge(id: unknown, ok: boolean): void {
    if (typeof id !== 'number') return
    const message = this.awaitingAck.get(id)
    if (!message) return
    this.awaitingAck.delete(id)
    this.inFlight.delete(message.id)
    if (!ok || this.context.live?.acknowledge(message)) return
    if (!message.id.startsWith(LIVE_ID_PREFIX)) this.recordDelivery(message)
  }

  private recordDelivery(message: RelayMessage): void {
    this.context.deliveries.record({
      messageId: message.id,
      clientId: this.clientId,
      expiresAt: message.expiresAt,
    })
  }

  private checkSubscriptionLimit(topics: readonly string[]): void {
    const max = this.context.limits.maxSubscriptionsPerClient
    const added = new Set(topics.filter((topic) => !this.subscriptions.has(topic))).size
    if (this.subscriptions.size + added > max) {
      throw new RelayRpcError(
        RPC_ERROR_CODES.tooManySubscriptions,
        `Too many subscriptions: at most ${max} topics per client (RELAY_MAX_SUBSCRIPTIONS)`,
      )
    }
  }

  private async leave(topic: string): Promise<void> {
    await this.context.hub.remove(topic, this).catch((error: Error) => {
      this.context.log.warn({ err: error }, 'relay: could not leave a topic')
    })
  }

  private refusal(error: unknown, method: string): RelayRpcError {
    if (error instanceof RelayRpcError) return error
    this.context.log.error({ err: error }, `relay: ${method} failed`)
    return new RelayRpcError(RPC_ERROR_CODES.internalError, `Internal error: ${method} failed`)
  }

  private reply(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return
    // Answers still go to a slow socket (they are the client's own), up to a hard bound.
    if (this.socket.bufferedAmount > this.context.limits.maxSocketBufferBytes * 4) {
      this.context.log.warn(
        { clientId: this.clientId },
        'relay: closing a socket that does not read',
      )
      this.socket.terminate()
      return
    }
    holdWritesForTurn(this.socket)
    this.socket.send(text)
    this.slow.isSlow()
  }
}

/** One promise for `promises`, settled once all are: rejected with the first failure, if any. */
function whenAll(promises: Promise<void>[]): Promise<void> {
  return promises.length === 1
    ? (promises[0] as Promise<void>)
    : Promise.all(promises).then(() => {})
}
