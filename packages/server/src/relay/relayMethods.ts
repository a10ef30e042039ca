import { RELAY_TAGS } from './relayConstants'
import {
  approveSessionParams,
  batchFetchMessagesParams,
  batchPublishParams,
  batchSubscribeParams,
  batchUnsubscribeParams,
  parseParams,
  proposeSessionParams,
  publishParams,
  subscribeParams,
  unsubscribeParams,
} from './relayParams'

/** A message to publish, as the methods hand it to the connection. */
export interface Outgoing {
  topic: string
  message: string
  ttl: number
  tag: number
}

/** What the methods need from the client's connection. */
export interface RelayClientApi {
  /** Subscribes (checking the limit first); returns the subscription ids in order. */
  subscribe(topics: readonly string[]): Promise<string[]>
  unsubscribe(topics: readonly string[]): Promise<void>
  /**
   * Checks sizes, the rate limit (and the subscription limit for `subscribeTo`) for all first;
   * then subscribes to `subscribeTo`, stores and fans out each message in order. Resolves once
   * the messages are on their way; `settled` once each is acknowledged or kept.
   */
  publish(messages: readonly Outgoing[], subscribeTo?: readonly string[]): Promise<Published>
  fetch(topics: readonly string[]): Promise<{ messages: FetchedMessage[]; hasMore: boolean }>
}

/** Publications on their way: `settled` resolves once each is acknowledged or kept. */
export interface Published {
  settled: Promise<void>
}

export interface FetchedMessage {
  topic: string
  message: string
  publishedAt: number
  tag: number
}

/** The answer, and the topics whose stored messages go to the client right after it. */
export interface MethodOutcome {
  result: unknown
  deliverStored?: readonly string[]
  /**
   * The answer waits for this; the client's next requests do not (a publish is answered once a
   * subscriber acknowledged it, and the publisher's next message must not wait for that).
   */
  settled?: Promise<void>
}

type Method = (client: RelayClientApi, params: unknown) => Promise<MethodOutcome>

/** The relay's JSON-RPC methods (WalletConnect v2 relay protocol, `irn`). */
export const RELAY_METHODS: Readonly<Record<string, Method>> = {
  irn_subscribe: async (client, params) => {
    const { topic } = parseParams(subscribeParams, 'irn_subscribe', params)
    const [id] = await client.subscribe([topic])
    return { result: id, deliverStored: [topic] }
  },
  irn_batchSubscribe: async (client, params) => {
    const { topics } = parseParams(batchSubscribeParams, 'irn_batchSubscribe', params)
    const ids = await client.subscribe(topics)
    return { result: ids, deliverStored: topics }
  },
  irn_unsubscribe: async (client, params) => {
    const { topic } = parseParams(unsubscribeParams, 'irn_unsubscribe', params)
    await client.unsubscribe([topic])
    return { result: true }
  },
  irn_batchUnsubscribe: async (client, params) => {
    const { subscriptions } = parseParams(batchUnsubscribeParams, 'irn_batchUnsubscribe', params)
    await client.unsubscribe(subscriptions.map((subscription) => subscription.topic))
    return { result: true }
  },
  irn_publish: async (client, params) => {
    const { topic, message, ttl, tag } = parseParams(publishParams, 'irn_publish', params)
    const { settled } = await client.publish([{ topic, message, ttl, tag: tag ?? 0 }])
    return { result: true, settled }
  },
  irn_batchPublish: async (client, params) => {
    const { messages } = parseParams(batchPublishParams, 'irn_batchPublish', params)
    const outgoing = messages.map((message) => ({ ...message, tag: message.tag ?? 0 }))
    const { settled } = await client.publish(outgoing)
    return { result: true, settled }
  },
  irn_batchFetchMessages: async (client, params) => {
    const { topics } = parseParams(batchFetchMessagesParams, 'irn_batchFetchMessages', params)
    return { result: await client.fetch(topics) }
  },
  // The dapp publishes its proposal and must hear the wallet's answer on the pairing topic.
  wc_proposeSession: async (client, params) => {
    const { pairingTopic, sessionProposal, ttl } = parseParams(
      proposeSessionParams,
      'wc_proposeSession',
      params,
    )
    const { settled } = await client.publish(
      [{ topic: pairingTopic, message: sessionProposal, ttl, tag: RELAY_TAGS.sessionPropose }],
      [pairingTopic],
    )
    await settled
    return { result: true, deliverStored: [pairingTopic] }
  },
  // The wallet answers on the pairing topic, settles on the session topic and must hear the
  // dapp's settlement ack there.
  wc_approveSession: async (client, params) => {
    const p = parseParams(approveSessionParams, 'wc_approveSession', params)
    const { settled } = await client.publish(
      [
        {
          topic: p.pairingTopic,
          message: p.sessionProposalResponse,
          ttl: p.ttl,
          tag: RELAY_TAGS.sessionProposeResponse,
        },
        {
          topic: p.sessionTopic,
          message: p.sessionSettlementRequest,
          ttl: p.ttl,
          tag: RELAY_TAGS.sessionSettle,
        },
      ],
      [p.sessionTopic],
    )
    await settled
    return { result: true, deliverStored: [p.sessionTopic] }
  },
}
