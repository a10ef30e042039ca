import { z } from 'zod'
import {
  RELAY_MAX_BATCH_MESSAGES,
  RELAY_MAX_BATCH_TOPICS,
  RELAY_MAX_TTL_SECONDS,
} from './relayConstants'
import { RelayRpcError, RPC_ERROR_CODES } from './rpcErrors'

/** A topic as the SDKs make them: sha256, 64 hex characters. */
export const topicSchema = z
  .string({ error: 'expected a topic: 64 hex characters' })
  .regex(/^[0-9a-fA-F]{64}$/, 'expected a topic: 64 hex characters')

const messageSchema = z
  .string({ error: 'expected a message string' })
  .min(1, 'expected a non-empty message')

const ttlSchema = z
  .number({ error: 'expected a TTL in seconds' })
  .int('expected a whole number of seconds')
  .min(1, 'expected a TTL of at least 1 second')
  .max(RELAY_MAX_TTL_SECONDS, `expected a TTL of at most ${RELAY_MAX_TTL_SECONDS} seconds`)

const tagSchema = z.number({ error: 'expected a numeric tag' }).int('expected a whole number')

const topicsSchema = z
  .array(topicSchema, { error: 'expected an array of topics' })
  .min(1, 'expected at least one topic')
  .max(RELAY_MAX_BATCH_TOPICS, `expected at most ${RELAY_MAX_BATCH_TOPICS} topics`)

// Unknown fields (prompt, attestation, correlationId and the other tvf fields) are accepted.
export const subscribeParams = z.object({ topic: topicSchema })
export const batchSubscribeParams = z.object({ topics: topicsSchema })
export const unsubscribeParams = z.object({ topic: topicSchema, id: z.string().optional() })
export const batchUnsubscribeParams = z.object({
  subscriptions: z
    .array(unsubscribeParams, { error: 'expected an array of {topic, id}' })
    .min(1, 'expected at least one subscription')
    .max(RELAY_MAX_BATCH_TOPICS, `expected at most ${RELAY_MAX_BATCH_TOPICS} subscriptions`),
})
export const publishParams = z.object({
  topic: topicSchema,
  message: messageSchema,
  ttl: ttlSchema,
  tag: tagSchema.optional(),
})
export const batchPublishParams = z.object({
  messages: z
    .array(publishParams, { error: 'expected an array of messages' })
    .min(1, 'expected at least one message')
    .max(RELAY_MAX_BATCH_MESSAGES, `expected at most ${RELAY_MAX_BATCH_MESSAGES} messages`),
})
export const batchFetchMessagesParams = z.object({ topics: topicsSchema })
export const proposeSessionParams = z.object({
  pairingTopic: topicSchema,
  sessionProposal: messageSchema,
  ttl: ttlSchema,
})
export const approveSessionParams = z.object({
  sessionTopic: topicSchema,
  pairingTopic: topicSchema,
  sessionProposalResponse: messageSchema,
  sessionSettlementRequest: messageSchema,
  ttl: ttlSchema,
})

/** The params of `method`, or an invalid-params error naming the first bad field. */
export function parseParams<T>(schema: z.ZodType<T>, method: string, params: unknown): T {
  const parsed = schema.safeParse(params ?? {})
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `params.${issue.path.join('.')}` : 'params'
  throw new RelayRpcError(
    RPC_ERROR_CODES.invalidParams,
    `Invalid params of ${method}: ${where}: ${issue?.message ?? 'invalid'}`,
  )
}
