import websocket from '@fastify/websocket'
import { RELAY_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import type { RawData, WebSocket } from 'ws'
import type { Config } from '../config/loadConfig'
import { ApiError } from '../http/apiError'
import type { Database } from '../store/database'
import { authenticateRelayClient } from './authenticateRelayClient'
import { createLocalBus } from './bus/createLocalBus'
import { createRedisBus } from './bus/createRedisBus'
import type { RelayBus } from './bus/relayBus'
import { DeliveryLog } from './mailbox/deliveryLog'
import { LiveMailbox } from './mailbox/liveMailbox'
import { type NewRelayMessage, storeMessages } from './mailbox/storeMessages'
import { sweepMailbox } from './mailbox/sweepMailbox'
import { TickBatcher } from './mailbox/tickBatcher'
import { RelayConnection } from './relayConnection'
import {
  RELAY_ACK_GRACE_MS,
  RELAY_CLOSE_GRACE_MS,
  RELAY_PING_INTERVAL_MS,
  RELAY_SWEEP_INTERVAL_MS,
} from './relayConstants'
import type { RelayContext } from './relayContext'
import { RelayHub } from './relayHub'
import { maxFrameBytes } from './relayLimits'

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
}

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
  const mailbox = new TickBatcher((messages: readonly NewRelayMessage[]) =>
    storeMessages(db, messages),
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
    limits: config.relayLimits,
    now,
    log,
  }
  const connections = new Set<RelayConnection>()
  const closing = new Set<Promise<void>>()
  const clientIds = new WeakMap<object, string>()

  const pinger = setInterval(() => {
    for (const connection of connections) connection.ping()
  }, options.pingIntervalMs ?? RELAY_PING_INTERVAL_MS)
  let sweeping: Promise<unknown> = Promise.resolve()
  const sweeper = setInterval(() => {
    sweeping = sweepMailbox(db, now()).catch((error: Error) => {
      log.error({ err: error }, 'relay: could not delete expired messages')
    })
  }, options.sweepIntervalMs ?? RELAY_SWEEP_INTERVAL_MS)
  pinger.unref()
  sweeper.unref()

  await app.register(websocket, {
    options: { maxPayload: maxFrameBytes(config.relayLimits) * 4 },
    preClose: async function closeSockets(this: FastifyInstance) {
      clearInterval(pinger)
      clearInterval(sweeper)
      const server = this.websocketServer
      await Promise.all([...server.clients].map((socket) => sayGoodbye(socket)))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  })
  app.addHook('onClose', async () => {
    await Promise.all(closing)
    await live?.storeWaiting()
    await Promise.all([mailbox.flush(), deliveries.flush(), sweeping])
    await bus.close()
  })

  app.route({
    method: RELAY_ROUTES.relay.method,
    url: RELAY_ROUTES.relay.path,
    config: { contract: RELAY_ROUTES.relay },
    preValidation: async (request) => {
      if (!request.ws) return
      const clientId = await authenticateRelayClient(request, {
        db,
        publicApiUrl: config.publicApiUrl,
        now: now(),
      })
      clientIds.set(request.raw, clientId)
    },
    handler: async () => {
      throw new ApiError(426, 'UPGRADE_REQUIRED')
    },
    wsHandler: (socket, request) => {
      const clientId = clientIds.get(request.raw)
      if (!clientId) return socket.close(1008, 'Not authenticated')
      const connection = new RelayConnection(clientId, socket, context)
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
