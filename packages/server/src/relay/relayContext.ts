import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../store/database'
import type { RelayBus } from './bus/relayBus'
import type { DeliveryLog } from './mailbox/deliveryLog'
import type { RelayHub } from './relayHub'
import type { RelayLimits } from './relayLimits'

/** What every connection of one relay node shares. */
export interface RelayContext {
  db: Database
  hub: RelayHub
  bus: RelayBus
  deliveries: DeliveryLog
  limits: RelayLimits
  /** Milliseconds since the epoch (tests move it). */
  now: () => number
  log: FastifyBaseLogger
}
