import type { Queryable } from '../../store/database'
import { type NewRelayMessage, storeMessages } from '../mailbox/storeMessages'
import type { ResolvedRelayLimits } from '../relayLimits'
import type { RelayMessage } from '../relayMessage'
import { quotaExceededError, type RelayQuotaName } from '../rpcErrors'
import { storedUsage, type Usage, type UsageScope, usageKey } from './storedUsage'

export type QuotaLimits = Pick<
  ResolvedRelayLimits,
  | 'clientMaxStoredBytes'
  | 'clientMaxStoredMessages'
  | 'topicMaxStoredBytes'
  | 'topicMaxStoredMessages'
  | 'projectMaxStoredBytes'
  | 'projectMaxStoredMessages'
>

export interface StoreWithQuotasOptions {
  limits: QuotaLimits
  /** Milliseconds since the epoch. */
  now: number
  /** Told of a write that failed for a whole batch (before the messages were tried alone). */
  onBatchError?: (error: Error) => void
}

/**
 * The mailbox writer of one event-loop turn. Each message is held against the stored usage of
 * its client identity, topic and project (read once for the batch, from the database every node
 * shares) in order; one that would pass a quota gets a quota error naming the limit, and is not
 * stored. The rest are written in one INSERT; should that fail, each is written alone, so a
 * message that breaks the write fails only its own publish. Answers a message or an Error per
 * input, in order.
 *
 * Two nodes checking at the same moment may each let one batch through: a quota can be passed
 * by at most one turn's messages per node, never more.
 */
export async function storeWithQuotas(
  db: Queryable,
  inputs: readonly NewRelayMessage[],
  options: StoreWithQuotasOptions,
): Promise<(RelayMessage | Error)[]> {
  if (inputs.length === 0) return []
  const usage = await storedUsage(db, {
    clients: unique(inputs.map((input) => input.publisher)),
    topics: unique(inputs.map((input) => input.topic)),
    projects: unique(inputs.map((input) => input.projectId ?? '')),
    now: options.now,
  })
  const answers: (RelayMessage | Error | undefined)[] = inputs.map((input) => {
    const refused = overQuota(usage, input, options.limits)
    return refused
  })
  const accepted = inputs.flatMap((input, index) => (answers[index] ? [] : [{ input, index }]))
  const stored = await storeAll(
    db,
    accepted.map(({ input }) => input),
    options,
  )
  for (const [position, { index }] of accepted.entries()) answers[index] = stored[position]
  return answers as (RelayMessage | Error)[]
}

/** One INSERT; if it fails, one per message, each answered its own row or error. */
async function storeAll(
  db: Queryable,
  inputs: readonly NewRelayMessage[],
  options: StoreWithQuotasOptions,
): Promise<(RelayMessage | Error)[]> {
  if (inputs.length === 0) return []
  try {
    return await storeMessages(db, inputs)
  } catch (error) {
    if (inputs.length === 1) return [error as Error]
    options.onBatchError?.(error as Error)
  }
  const alone: (RelayMessage | Error)[] = []
  for (const input of inputs) {
    alone.push(
      await storeMessages(db, [input]).then(
        ([message]) => message as RelayMessage,
        (error: Error) => error,
      ),
    )
  }
  return alone
}

const SCOPES: readonly {
  scope: UsageScope
  key: (input: NewRelayMessage) => string
  bytes: keyof QuotaLimits
  messages: keyof QuotaLimits
  bytesName: RelayQuotaName
  messagesName: RelayQuotaName
}[] = [
  {
    scope: 'client',
    key: (input) => input.publisher,
    bytes: 'clientMaxStoredBytes',
    messages: 'clientMaxStoredMessages',
    bytesName: 'RELAY_CLIENT_MAX_STORED_BYTES',
    messagesName: 'RELAY_CLIENT_MAX_STORED_MESSAGES',
  },
  {
    scope: 'topic',
    key: (input) => input.topic,
    bytes: 'topicMaxStoredBytes',
    messages: 'topicMaxStoredMessages',
    bytesName: 'RELAY_TOPIC_MAX_STORED_BYTES',
    messagesName: 'RELAY_TOPIC_MAX_STORED_MESSAGES',
  },
  {
    scope: 'project',
    key: (input) => input.projectId ?? '',
    bytes: 'projectMaxStoredBytes',
    messages: 'projectMaxStoredMessages',
    bytesName: 'RELAY_PROJECT_MAX_STORED_BYTES',
    messagesName: 'RELAY_PROJECT_MAX_STORED_MESSAGES',
  },
]

/** The quota `input` would pass (as an error), or undefined after counting it in `usage`. */
function overQuota(
  usage: Map<string, Usage>,
  input: NewRelayMessage,
  limits: QuotaLimits,
): Error | undefined {
  const bytes = Buffer.byteLength(input.message)
  const held = SCOPES.map((scope) => {
    const key = usageKey(scope.scope, scope.key(input))
    return { scope, key, now: usage.get(key) ?? { messages: 0, bytes: 0 } }
  })
  for (const { scope, now } of held) {
    if (now.messages + 1 > limits[scope.messages]) {
      return quotaExceededError(scope.messagesName, limits[scope.messages])
    }
    if (now.bytes + bytes > limits[scope.bytes]) {
      return quotaExceededError(scope.bytesName, limits[scope.bytes])
    }
  }
  for (const { key, now } of held)
    usage.set(key, { messages: now.messages + 1, bytes: now.bytes + bytes })
  return undefined
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)]
}
