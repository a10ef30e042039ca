import type { FastifyBaseLogger } from 'fastify'
import type { LimitsRedis } from '../http/limitsRedis'
import type { Database } from '../store/database'
import type { RelayBus } from './bus/relayBus'
import type { DeliveryLog } from './mailbox/deliveryLog'
import type { LiveMailbox } from './mailbox/liveMailbox'
import type { NewRelayMessage } from './mailbox/storeMessages'
import type { TickBatcher } from './mailbox/tickBatcher'
import type { RefusalLog } from './quota/refusalLog'
import type { RelayHub } from './relayHub'
import type { ResolvedRelayLimits } from './relayLimits'
import type { RelayMessage } from './relayMessage'

/** What every connection of one relay node shares. */
export interface RelayContext {
  db: Database
  hub: RelayHub
  bus: RelayBus
  /** Publications on their way into relay_messages, batched. */
  mailbox: TickBatcher<NewRelayMessage, RelayMessage>
  deliveries: DeliveryLog
  /** The one-node fast path (undefined with Redis: publications go through the database). */
  live: LiveMailbox | undefined
  limits: ResolvedRelayLimits
  /** With REDIS_URL: publish limits count per client identity in Redis, across nodes. */
  sharedLimits?: LimitsRedis
  /** Bytes of requests waiting for their answer, on every connection of this node. */
  pending: { bytes: number }
  /** Refused publishes per project (the abuse figure). */
  refusals: RefusalLog
  /** Milliseconds since the epoch (tests move it). */
  now: () => number
  log: FastifyBaseLogger
}
