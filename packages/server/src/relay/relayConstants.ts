/** Where the API server accepts relay websockets: `ws(s)://<api host>/relay`. */
export { RELAY_PATH } from '@foyer/protocol'

/** How often the relay pings each socket; the SDKs drop a socket that sent no ping for 35 s. */
export const RELAY_PING_INTERVAL_MS = 20_000

/** How often expired messages (and their delivery records) are deleted. */
export const RELAY_SWEEP_INTERVAL_MS = 60_000

/** How long closing the server waits for sockets to finish their close handshake. */
export const RELAY_CLOSE_GRACE_MS = 1_000

/** The longest TTL a message may ask for: 30 days, as the WalletConnect relay allows. */
export const RELAY_MAX_TTL_SECONDS = 30 * 24 * 60 * 60

/** Messages per page: of irn_batchFetchMessages, and of stored messages read on subscribe. */
export const RELAY_FETCH_PAGE_SIZE = 500
/**
 * Bytes of messages per page, likewise (beyond it the page ends early; its first message always
 * comes): 500 messages of the largest size would be 250 MiB in memory at once.
 */
export const RELAY_FETCH_PAGE_BYTES = 4 * 1024 * 1024

/** Topics one irn_batchSubscribe, irn_batchUnsubscribe or irn_batchFetchMessages may name. */
export const RELAY_MAX_BATCH_TOPICS = 500

/** Messages one irn_batchPublish may hold. */
export const RELAY_MAX_BATCH_MESSAGES = 100

/** Requests of one connection waiting for their answer; more are refused (a flood). */
export const RELAY_MAX_PENDING_REQUESTS = 256

/**
 * Bytes of one connection's requests waiting for their answer: beyond, the relay stops reading
 * the socket (TCP slows the client) until they fall under half of it.
 */
export const RELAY_MAX_PENDING_REQUEST_BYTES = 8 * 1024 * 1024

/**
 * Bytes of requests waiting for their answer on all of a node's connections together: beyond,
 * a new request is refused at once (rate limited, retry) instead of held in memory.
 */
export const RELAY_NODE_MAX_PENDING_REQUEST_BYTES = 256 * 1024 * 1024

/** How often a socket over RELAY_MAX_SOCKET_BUFFER_BYTES is looked at again. */
export const RELAY_SLOW_SOCKET_CHECK_MS = 250

/**
 * Deliveries one connection has not acknowledged that the relay remembers; beyond, the oldest is
 * forgotten here (it stays in the mailbox and comes again on the next subscribe).
 */
export const RELAY_MAX_UNACKED_DELIVERIES = 1_000

/** Prefix of the Redis pub/sub channels: `foyer:relay:<topic>`. */
export const RELAY_REDIS_CHANNEL_PREFIX = 'foyer:relay:'

/** Tags the relay gives the parts of wc_proposeSession and wc_approveSession. */
export const RELAY_TAGS = {
  sessionPropose: 1100,
  sessionProposeResponse: 1101,
  sessionSettle: 1102,
} as const

/**
 * How long a message delivered to live subscribers waits for an acknowledgement before the relay
 * writes it to the mailbox. Acknowledged in time (the usual case), it is never written: on a
 * WalletConnect topic the one other peer has it. The publisher's answer waits for either.
 */
export const RELAY_ACK_GRACE_MS = 1_000
