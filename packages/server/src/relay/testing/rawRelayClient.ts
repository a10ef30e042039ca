import WebSocket from 'ws'

export interface RelayReply {
  id: unknown
  result?: unknown
  error?: { code: number; message: string }
}

/** An `irn_subscription` request from the relay. */
export interface RelayDelivery {
  requestId: number
  subscriptionId: string
  topic: string
  message: string
  publishedAt: number
  tag: number
}

export interface RelayQuery {
  auth?: string
  projectId?: string
  [name: string]: string | undefined
}

/** Test helper: a bare websocket client of the relay speaking JSON-RPC by hand. */
export class RawRelayClient {
  private nextId = 1
  private readonly waiting = new Map<string, (reply: RelayReply) => void>()
  private readonly unmatched: RelayReply[] = []
  private readonly unmatchedWaiters: ((reply: RelayReply) => void)[] = []
  private readonly deliveries: RelayDelivery[] = []
  private readonly deliveryWaiters: ((delivery: RelayDelivery) => void)[] = []
  /** Acknowledge every delivery at once (as the SDKs do). */
  autoAck = true

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.onFrame(String(data)))
  }

  static url(relayUrl: string, query: RelayQuery): string {
    const params = new URLSearchParams()
    for (const [name, value] of Object.entries(query))
      if (value !== undefined) params.set(name, value)
    return `${relayUrl}?${params}`
  }

  static connect(relayUrl: string, query: RelayQuery): Promise<RawRelayClient> {
    const socket = new WebSocket(RawRelayClient.url(relayUrl, query))
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RawRelayClient(socket)))
      socket.once('error', reject)
    })
  }

  /** Connects expecting a refused upgrade: the HTTP status and JSON body. */
  static refused(relayUrl: string, query: RelayQuery): Promise<{ status: number; body: unknown }> {
    const socket = new WebSocket(RawRelayClient.url(relayUrl, query))
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        socket.close()
        reject(new Error('The relay accepted the connection'))
      })
      socket.once('error', () => {})
      socket.once('unexpected-response', (_request, response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => {
          body += chunk
        })
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(body) })
          socket.terminate()
        })
      })
    })
  }

  /** Sends a request and waits for its reply. */
  request(method: string, params: unknown): Promise<RelayReply> {
    const id = this.nextId++
    return this.sendWaiting(String(id), JSON.stringify({ id, jsonrpc: '2.0', method, params }))
  }

  /** Sends a request whose reply is matched by the raw id text (e.g. a big number). */
  sendWaiting(idKey: string, text: string): Promise<RelayReply> {
    return new Promise((resolve) => {
      this.waiting.set(idKey, resolve)
      this.socket.send(text)
    })
  }

  /** Sends any text; its reply comes from nextUnmatchedReply(). */
  send(text: string | Buffer): void {
    this.socket.send(text)
  }

  /** The next reply no request() waits for (an error to a malformed frame). */
  nextUnmatchedReply(timeoutMs = 5_000): Promise<RelayReply> {
    const ready = this.unmatched.shift()
    if (ready) return Promise.resolve(ready)
    return waitInLine(this.unmatchedWaiters, timeoutMs, 'no reply')
  }

  /** The next irn_subscription (already acknowledged when autoAck is on). */
  nextDelivery(timeoutMs = 5_000): Promise<RelayDelivery> {
    const ready = this.deliveries.shift()
    if (ready) return Promise.resolve(ready)
    return waitInLine(this.deliveryWaiters, timeoutMs, 'no irn_subscription')
  }

  /** Deliveries received and not taken yet. */
  get queuedDeliveries(): readonly RelayDelivery[] {
    return this.deliveries
  }

  ack(delivery: RelayDelivery): void {
    this.socket.send(JSON.stringify({ id: delivery.requestId, jsonrpc: '2.0', result: true }))
  }

  /**
   * A round trip: the relay runs a connection's requests in order and sends the stored messages
   * of a subscribe before running the next request, so everything due is here after (a publish's
   * answer alone may come later: it waits for a subscriber's acknowledgement).
   */
  async sync(): Promise<void> {
    await this.request('irn_batchUnsubscribe', {
      subscriptions: [{ topic: '0'.repeat(64), id: 'sync' }],
    })
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve()
      this.socket.once('close', () => resolve())
      this.socket.close()
    })
  }

  /** Resolves with the close code and reason. */
  closed(): Promise<{ code: number; reason: string }> {
    return new Promise((resolve) => {
      this.socket.once('close', (code, reason) => resolve({ code, reason: String(reason) }))
    })
  }

  private onFrame(text: string) {
    const frame = JSON.parse(text) as Record<string, unknown>
    if (frame.method === 'irn_subscription') {
      const params = frame.params as {
        id: string
        data: Omit<RelayDelivery, 'requestId' | 'subscriptionId'>
      }
      const delivery: RelayDelivery = {
        requestId: frame.id as number,
        subscriptionId: params.id,
        ...params.data,
      }
      if (this.autoAck) this.ack(delivery)
      const waiter = this.deliveryWaiters.shift()
      if (waiter) waiter(delivery)
      else this.deliveries.push(delivery)
      return
    }
    const reply = frame as unknown as RelayReply
    const idKey = rawIdKey(text)
    const resolve = idKey === undefined ? undefined : this.waiting.get(idKey)
    if (resolve && idKey !== undefined) {
      this.waiting.delete(idKey)
      return resolve(reply)
    }
    const waiter = this.unmatchedWaiters.shift()
    if (waiter) waiter(reply)
    else this.unmatched.push(reply)
  }
}

/** The id of a reply as text (`{"id":<text>,…` is how the relay writes it). */
function rawIdKey(text: string): string | undefined {
  const match = /^\{"id":("(?:[^"\\]|\\.)*"|-?[\d.eE+-]+|null)/.exec(text)
  if (!match?.[1]) return undefined
  return match[1].startsWith('"') ? JSON.parse(match[1]) : match[1]
}

/** Joins `line`; leaves it and rejects after `ms`. */
function waitInLine<T>(line: ((value: T) => void)[], ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const waiter = (value: T) => {
      clearTimeout(timer)
      resolve(value)
    }
    const timer = setTimeout(() => {
      line.splice(line.indexOf(waiter), 1)
      reject(new Error(`Timed out after ${ms} ms: ${what}`))
    }, ms)
    line.push(waiter)
  })
}
