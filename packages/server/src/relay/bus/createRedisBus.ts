import { Redis } from 'ioredis'
import { z } from 'zod'
import { redactPassword } from '../../config/redactPassword'
import { RELAY_REDIS_CHANNEL_PREFIX } from '../relayConstants'
import type { PublicationHandler, RelayBus } from './relayBus'

const publicationSchema = z.object({
  id: z.string(),
  topic: z.string(),
  message: z.string(),
  tag: z.number(),
  publisher: z.string(),
  publishedAt: z.number(),
  expiresAt: z.number(),
})

export interface RedisBusOptions {
  onPublication: PublicationHandler
  /** Connection trouble after the start (ioredis reconnects by itself meanwhile). */
  onError: (error: Error) => void
  /** How long the first connection may take. */
  connectTimeoutMs?: number
}

/**
 * Several relay nodes: publications go through Redis pub/sub, one channel per topic
 * (`foyer:relay:<topic>`), which a node subscribes to while one of its sockets holds the topic.
 * Rejects, naming REDIS_URL without its password, when Redis cannot be reached.
 */
export async function createRedisBus(url: string, options: RedisBusOptions): Promise<RelayBus> {
  const connect = () =>
    new Redis(url, {
      lazyConnect: true,
      connectTimeout: options.connectTimeoutMs ?? 5_000,
      maxRetriesPerRequest: 2,
    })
  const publisher = connect()
  const subscriber = connect()
  // ioredis rejects connect() with "Connection is closed"; the cause comes as an 'error' event.
  let started = false
  let firstError: Error | undefined
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => {
      if (started) options.onError(error)
      else firstError ??= error
    })
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()])
  } catch (error) {
    publisher.disconnect()
    subscriber.disconnect()
    const cause = firstError ?? (error as Error)
    throw new Error(
      `Could not connect to Redis at ${redactPassword(url)} (REDIS_URL): ${cause.message}`,
      { cause },
    )
  }
  started = true
  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(RELAY_REDIS_CHANNEL_PREFIX)) return
    let parsed: ReturnType<typeof publicationSchema.safeParse>
    try {
      parsed = publicationSchema.safeParse(JSON.parse(text))
    } catch (error) {
      options.onError(new Error(`Unreadable relay publication on ${channel}: ${error}`))
      return
    }
    if (!parsed.success) {
      options.onError(new Error(`Malformed relay publication on ${channel}`))
      return
    }
    options.onPublication(parsed.data)
  })
  const channel = (topic: string) => `${RELAY_REDIS_CHANNEL_PREFIX}${topic}`
  return {
    join: async (topic) => {
      await subscriber.subscribe(channel(topic))
    },
    leave: async (topic) => {
      await subscriber.unsubscribe(channel(topic))
    },
    publish: async (message) => {
      await publisher.publish(channel(message.topic), JSON.stringify(message))
    },
    close: async () => {
      await Promise.all([
        publisher.quit().catch(() => publisher.disconnect()),
        subscriber.quit().catch(() => subscriber.disconnect()),
      ])
    },
  }
}
