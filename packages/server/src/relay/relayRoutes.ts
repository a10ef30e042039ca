import websocket from '@fastify/websocket'
import { RELAY_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import type { RawData, WebSocket } from 'ws'
import type { Config } from '../config/loadConfig'
import { ApiError } from '../http/apiError'
import type { LimitsRedis } from '../http/limitsRedis'
import type { Database } from '../store/database'
import { authenticateRelayClient } from './authenticateRelayClient'
import { createLocalBus } from './bus/createLocalBus'
import { createRedisBus } from './bus/createRedisBus'
import type { RelayBus } from './bus/relayBus'
import { DeliveryLog } from './mailbox/deliveryLog'
import { LiveMailbox } from './mailbox/liveMailbox'
import type { NewRelayMessage } from './mailbox/storeMessages'
import { sweepMailbox } from './mailbox/sweepMailbox'
import { TickBatcher } from './mailbox/tickBatcher'
import { RefusalLog } from './quota/refusalLog'
import { storeWithQuotas } from './quota/storeWithQuotas'
import { RelayConnection } from './relayConnection'
import {
  RELAY_ACK_GRACE_MS,
  RELAY_CLOSE_GRACE_MS,
  RELAY_PING_INTERVAL_MS,
  RELAY_SWEEP_INTERVAL_MS,
} from './relayConstants'
import type { RelayContext } from './relayContext'
import { RelayHub } from './relayHub'
import { maxFrameBytes, resolveRelayLimits } from './relayLimits'

export interface RelayOptions {
  db: Database
  config: Pick<Config, 'redisUrl' | 'relayLimits' | 'publicApiUrl'>
  now: () => Date
  /** How often sockets are pinged (tests shorten it). */
  pingIntervalMs?: number
  /** How often expired messages are deleted. */
  sweepIntervalMs?: number
  /** How long a live delivery waits for its acknowledgement before it is written. */
  ackGraceMs?: number
  /** How often refused publishes are added to relay_refusals. */
  refusalFlushIntervalMs?: number
  /** With REDIS_URL: the connection the publish limits count in (across nodes). */
  sharedLimits?: LimitsRedis
}

/** How often refused publishes are added to relay_refusals (the abuse figure). */
const REFUSAL_FLUSH_INTERVAL_MS = 5_000

/**
 * The WalletConnect v2 relay at RELAY_PATH: checks the project and the JWT before the upgrade,
 * then serves the socket (RelayConnection). Pings sockets, sweeps expired messages, and on close
 * says goodbye to every socket (1001), writes pending acks and leaves Redis.
 */
export async function relayRoutes(app: FastifyInstance, options: RelayOptions): Promise<void> {
  const { db, config } = options
  const log = app.log
  const now = () => options.now().getTime()
  const hub = new RelayHub({
    join: (topic) => bus.join(topic),
    leave: (topic) => bus.leave(topic),
  })
  const bus: RelayBus = config.redisUrl
    ? await createRedisBus(config.redisUrl, {
        onPublication: hub.deliver,
        onError: (error) => log.error({ err: error }, 'relay: Redis'),
      })
    : createLocalBus(hub.deliver)
  const deliveries = new DeliveryLog(db, (error) => {
    log.error({ err: error }, 'relay: could not record deliveries')
  })
  const limits = resolveRelayLimits(config.relayLimits)
  const refusals = new RefusalLog(db, now, (error) => {
    log.error({ err: error }, 'relay: could not count refused publishes')
  })
  // Quotas are held, and a message that breaks the batch's INSERT fails alone (storeWithQuotas).
  const mailbox = new TickBatcher((messages: readonly NewRelayMessage[]) =>
    storeWithQuotas(db, messages, {
      limits,
      now: now(),
      onBatchError: (error) => {
        log.warn({ err: error }, 'relay: a batched write failed; writing its messages one by one')
      },
    }),
  )
  const live = config.redisUrl
    ? undefined
    : new LiveMailbox({
        store: (input) => mailbox.add(input),
        deliver: hub.deliver,
        graceMs: options.ackGraceMs ?? RELAY_ACK_GRACE_MS,
      })
  const context: RelayContext = {
    db,
    hub,
    bus,
    mailbox,
    deliveries,
    live,
    limits,
    ...(options.sharedLimits ? { sharedLimits: options.sharedLimits } : {}),
    pending: { bytes: 0 },
    refusals,
    now,
    log,
  }
  const connections = new Set<RelayConnection>()
  const closing = new Set<Promise<void>>()
  const clients = new WeakMap<object, { clientId: string; projectId: string }>()

  const pinger = setInterval(() => {
    for (const connection of connections) connection.ping()
  }, options.pingIntervalMs ?? RELAY_PING_INTERVAL_MS)
  let sweeping: Promise<unknown> = Promise.resolve()
  const sweeper = setInterval(() => {
    sweeping = sweepMailbox(db, now()).catch((error: Error) => {
      log.error({ err: error }, 'relay: could not delete expired messages')
    })
  }, options.sweepIntervalMs ?? RELAY_SWEEP_INTERVAL_MS)
  const refusalFlusher = setInterval(() => {
    void refusals.flush()
  }, options.refusalFlushIntervalMs ?? REFUSAL_FLUSH_INTERVAL_MS)
  pinger.unref()
  sweeper.unref()
  refusalFlusher.unref()

  await app.register(websocket, {
    options: { maxPayload: maxFrameBytes(config.relayLimits) * 4 },
    preClose: async function closeSockets(this: FastifyInstance) {
      clearInterval(pinger)
      clearInterval(sweeper)
      clearInterval(refusalFlusher)
      const server = this.websocketServer
      await Promise.all([...server.clients].map((socket) => sayGoodbye(socket)))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  })
  app.addHook('onClose', async () => {
    await Promise.all(closing)
    await live?.storeWaiting()
    await Promise.all([mailbox.flush(), deliveries.flush(), refusals.flush(), sweeping])
    await bus.close()
  })

  app.route({
    method: RELAY_ROUTES.relay.method,
    url: RELAY_ROUTES.relay.path,
    config: { contract: RELAY_ROUTES.relay },
    preValidation: async (request) => {
      if (!request.ws) return
      const client = await authenticateRelayClient(request, {
        db,
        publicApiUrl: config.publicApiUrl,
        now: now(),
      })
      clients.set(request.raw, client)
    },
    handler: async () => {
      throw new ApiError(426, 'UPGRADE_REQUIRED')
    },
    wsHandler: (socket, request) => {
      const client = clients.get(request.raw)
      if (!client) return socket.close(1008, 'Not authenticated')
      const connection = new RelayConnection(client.clientId, client.projectId, socket, context)
      connections.add(connection)
      socket.on('message', (data: RawData, isBinary: boolean) => {
        connection.receive(isBinary ? '' : rawText(data), isBinary)
      })
      socket.on('close', () => {
        connections.delete(connection)
        const closed = connection.close().finally(() => closing.delete(closed))
        closing.add(closed)
      })
    },
  })
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data).toString('utf8')
}

/** Closes with 1001 (the SDKs reconnect); terminates a socket that does not finish in time. */
function sayGoodbye(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === socket.CLOSED) return resolve()
    const timer = setTimeout(() => socket.terminate(), RELAY_CLOSE_GRACE_MS)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
    socket.close(1001, 'The relay is shutting down')
  })
}
