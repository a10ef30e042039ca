/** What one relay client may do; a request beyond a limit gets a JSON-RPC error. */
export interface RelayLimits {
  /** Bytes of one message (`message`, or each part of wc_proposeSession / wc_approveSession). */
  maxMessageBytes: number
  /** Topics one connection may be subscribed to at once (implicit subscriptions count too). */
  maxSubscriptionsPerClient: number
  /** Messages one connection may publish per second (a batch counts each message). */
  publishesPerSecond: number
}

/** RELAY_MAX_MESSAGE_BYTES: 512 KiB holds a large transaction request with room to spare. */
export const DEFAULT_RELAY_MAX_MESSAGE_BYTES = 512 * 1024
/** RELAY_MAX_SUBSCRIPTIONS: a wallet holds two topics per pairing and session. */
export const DEFAULT_RELAY_MAX_SUBSCRIPTIONS = 1_000
/** RELAY_PUBLISHES_PER_SECOND: a person signs far fewer; the burst is the same number. */
export const DEFAULT_RELAY_PUBLISHES_PER_SECOND = 100

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxMessageBytes: DEFAULT_RELAY_MAX_MESSAGE_BYTES,
  maxSubscriptionsPerClient: DEFAULT_RELAY_MAX_SUBSCRIPTIONS,
  publishesPerSecond: DEFAULT_RELAY_PUBLISHES_PER_SECOND,
}

/**
 * A websocket frame may hold one request with up to two messages (wc_approveSession) or a batch;
 * a longer frame is answered with an error. Beyond 4× that, `ws` closes the socket (1009) before
 * reading it into memory.
 */
export function maxFrameBytes(limits: RelayLimits): number {
  return limits.maxMessageBytes * 4 + 64 * 1024
}
