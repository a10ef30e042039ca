/** JSON-RPC 2.0 error codes the relay answers with. */
export const RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** A message, or a whole frame, longer than the limit. */
  messageTooLarge: -32001,
  /** More subscriptions than one client may hold. */
  tooManySubscriptions: -32002,
  /** More publishes per second than one client may make. */
  rateLimited: -32003,
  /** Storing the message would pass a quota (client, topic or project): nothing is stored. */
  quotaExceeded: -32004,
  /** The topic's live messages wait for a subscriber that does not keep up: retry later. */
  topicSaturated: -32005,
  /** A message the relay cannot keep (NUL, lone surrogate, tag out of range). */
  invalidMessage: -32006,
} as const

/** A failure answered to the client as a JSON-RPC error. */
export class RelayRpcError extends Error {
  override name = 'RelayRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The quotas a publish may pass, named as the operator sets them. */
export type RelayQuotaName =
  | 'RELAY_CLIENT_MAX_STORED_BYTES'
  | 'RELAY_CLIENT_MAX_STORED_MESSAGES'
  | 'RELAY_TOPIC_MAX_STORED_BYTES'
  | 'RELAY_TOPIC_MAX_STORED_MESSAGES'
  | 'RELAY_PROJECT_MAX_STORED_BYTES'
  | 'RELAY_PROJECT_MAX_STORED_MESSAGES'

const QUOTA_WORDS: Record<RelayQuotaName, (limit: number) => string> = {
  RELAY_CLIENT_MAX_STORED_BYTES: (limit) => `this client may keep at most ${limit} bytes stored`,
  RELAY_CLIENT_MAX_STORED_MESSAGES: (limit) =>
    `this client may keep at most ${limit} messages stored`,
  RELAY_TOPIC_MAX_STORED_BYTES: (limit) => `a topic may keep at most ${limit} bytes stored`,
  RELAY_TOPIC_MAX_STORED_MESSAGES: (limit) => `a topic may keep at most ${limit} messages stored`,
  RELAY_PROJECT_MAX_STORED_BYTES: (limit) =>
    `this project's clients may keep at most ${limit} bytes stored`,
  RELAY_PROJECT_MAX_STORED_MESSAGES: (limit) =>
    `this project's clients may keep at most ${limit} messages stored`,
}

/** "Quota exceeded: …": names the limit; nothing was stored. */
export function quotaExceededError(quota: RelayQuotaName, limit: number): RelayRpcError {
  return new RelayRpcError(
    RPC_ERROR_CODES.quotaExceeded,
    `Quota exceeded: ${QUOTA_WORDS[quota](limit)} (${quota}); nothing was stored, retry once earlier messages are delivered or expire`,
  )
}

export function topicSaturatedError(limit: number): RelayRpcError {
  return new RelayRpcError(
    RPC_ERROR_CODES.topicSaturated,
    `Topic saturated: its subscribers do not keep up, at most ${limit} bytes may wait for them (RELAY_TOPIC_MAX_WAITING_BYTES); retry in a few seconds`,
  )
}

/** Which figure of `relay abuse` a refusal counts in; undefined: not a refused publish. */
export function refusalReason(code: number): RelayRefusalReason | undefined {
  switch (code) {
    case RPC_ERROR_CODES.quotaExceeded:
      return 'quota'
    case RPC_ERROR_CODES.topicSaturated:
      return 'saturated'
    case RPC_ERROR_CODES.rateLimited:
      return 'rate'
    case RPC_ERROR_CODES.invalidParams:
    case RPC_ERROR_CODES.invalidMessage:
    case RPC_ERROR_CODES.messageTooLarge:
      return 'validation'
    default:
      return undefined
  }
}

export type RelayRefusalReason = 'quota' | 'validation' | 'saturated' | 'rate'
