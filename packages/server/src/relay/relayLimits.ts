/** What one relay client may do; a request beyond a limit gets a JSON-RPC error. */
export interface RelayLimits {
  /** Bytes of one message (`message`, or each part of wc_proposeSession / wc_approveSession). */
  maxMessageBytes: number
  /** Topics one connection may be subscribed to at once (implicit subscriptions count too). */
  maxSubscriptionsPerClient: number
  /** Messages one connection may publish per second (a batch counts each message). */
  publishesPerSecond: number
  // Quotas and backpressure: unset (undefined) takes the default below (resolveRelayLimits).
  /** RELAY_TTL_CEILING_SECONDS: a longer TTL is shortened to this. */
  ttlCeilingSeconds?: number | undefined
  /** RELAY_CLIENT_MAX_STORED_BYTES / _MESSAGES: kept for one client identity (JWT iss). */
  clientMaxStoredBytes?: number | undefined
  clientMaxStoredMessages?: number | undefined
  /** RELAY_TOPIC_MAX_STORED_BYTES / _MESSAGES: kept on one topic. */
  topicMaxStoredBytes?: number | undefined
  topicMaxStoredMessages?: number | undefined
  /** RELAY_PROJECT_MAX_STORED_BYTES / _MESSAGES: kept for all clients of one project. */
  projectMaxStoredBytes?: number | undefined
  projectMaxStoredMessages?: number | undefined
  /** RELAY_MAX_SOCKET_BUFFER_BYTES: a socket with more unsent gets no live deliveries. */
  maxSocketBufferBytes?: number | undefined
  /** RELAY_SLOW_SOCKET_GRACE_SECONDS: how long a socket may stay over that before it is closed. */
  slowSocketGraceSeconds?: number | undefined
  /** RELAY_TOPIC_MAX_WAITING_BYTES: live messages of one topic awaiting an ack; beyond, refused. */
  topicMaxWaitingBytes?: number | undefined
}

export type ResolvedRelayLimits = Required<{
  [Key in keyof RelayLimits]: Exclude<RelayLimits[Key], undefined>
}>

/** RELAY_MAX_MESSAGE_BYTES: 512 KiB holds a large transaction request with room to spare. */
export const DEFAULT_RELAY_MAX_MESSAGE_BYTES = 512 * 1024
/** RELAY_MAX_SUBSCRIPTIONS: a wallet holds two topics per pairing and session. */
export const DEFAULT_RELAY_MAX_SUBSCRIPTIONS = 1_000
/** RELAY_PUBLISHES_PER_SECOND: a person signs far fewer; the burst is the same number. */
export const DEFAULT_RELAY_PUBLISHES_PER_SECOND = 100

/**
 * The quotas' defaults. WalletConnect keeps nothing longer than a day in practice (session
 * settlement and updates: 1 day; requests and proposals: minutes), and a wallet holds a few
 * messages per pairing waiting for a peer: a client past 2,000 messages or 16 MiB stored is a
 * flood, not a wallet. A project's budget holds 100,000 such waiting messages; a topic (one
 * pairing or session between two peers) 500.
 */
export const DEFAULT_RELAY_QUOTAS = {
  ttlCeilingSeconds: 7 * 24 * 60 * 60,
  clientMaxStoredBytes: 16 * 1024 * 1024,
  clientMaxStoredMessages: 2_000,
  topicMaxStoredBytes: 8 * 1024 * 1024,
  topicMaxStoredMessages: 500,
  projectMaxStoredBytes: 1024 * 1024 * 1024,
  projectMaxStoredMessages: 100_000,
} as const

/**
 * Backpressure defaults: a socket may hold 2 MiB unsent (four of the largest messages) before its
 * live deliveries wait in the mailbox, and stay so for 10 s before it is closed; a topic's live
 * messages awaiting their ack may hold 8 MiB before its publishers are refused.
 */
export const DEFAULT_RELAY_BACKPRESSURE = {
  maxSocketBufferBytes: 2 * 1024 * 1024,
  slowSocketGraceSeconds: 10,
  topicMaxWaitingBytes: 8 * 1024 * 1024,
} as const

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxMessageBytes: DEFAULT_RELAY_MAX_MESSAGE_BYTES,
  maxSubscriptionsPerClient: DEFAULT_RELAY_MAX_SUBSCRIPTIONS,
  publishesPerSecond: DEFAULT_RELAY_PUBLISHES_PER_SECOND,
}

/** The limits with every unset quota and backpressure setting at its default. */
export function resolveRelayLimits(limits: RelayLimits): ResolvedRelayLimits {
  const defaults = { ...DEFAULT_RELAY_QUOTAS, ...DEFAULT_RELAY_BACKPRESSURE }
  const resolved = { ...limits } as Record<string, number | undefined>
  for (const [key, value] of Object.entries(defaults)) resolved[key] ??= value
  return resolved as ResolvedRelayLimits
}

/**
 * A websocket frame may hold one request with up to two messages (wc_approveSession) or a batch;
 * a longer frame is answered with an error. Beyond 4× that, `ws` closes the socket (1009) before
 * reading it into memory.
 */
export function maxFrameBytes(limits: Pick<RelayLimits, 'maxMessageBytes'>): number {
  return limits.maxMessageBytes * 4 + 64 * 1024
}
