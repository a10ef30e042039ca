import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEV_PROJECT_ID } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { createApp } from '../../app/createApp'
import { loadConfig } from '../../config/loadConfig'
import { ensureDevProject } from '../../projects/ensureDevProject'
import type { Database } from '../../store/database'
import { migrate } from '../../store/migrate'
import { openPglite } from '../../store/openPglite'
import { RELAY_PATH } from '../relayConstants'

export interface TestRelayOptions {
  /** A migrated database to use (and leave open); default: a fresh in-memory PGlite (~5 s). */
  db?: Database
  /** Default: a free port. */
  port?: number
  /** `redis://…`: share publications with other relays on the same Redis. */
  redisUrl?: string
  /** More environment variables for the config (e.g. RELAY_MAX_MESSAGE_BYTES). */
  env?: Record<string, string>
  /** The relay's clock (TTLs, JWT expiry, rate limit). */
  now?: () => Date
  pingIntervalMs?: number
  sweepIntervalMs?: number
}

export interface TestRelay {
  /** `ws://127.0.0.1:<port>/relay`: the SDKs' `relayUrl`. */
  url: string
  port: number
  /** A project the relay accepts: the dev project. */
  projectId: string
  db: Database
  app: FastifyInstance
  /** Closes the sockets (1001), the server, and the database if the relay opened it. */
  close(): Promise<void>
}

/**
 * Test helper: the Foyer API with its WalletConnect relay, listening on 127.0.0.1. Usable from
 * any package's tests (no vitest globals): `relayUrl: relay.url, projectId: relay.projectId`.
 */
export async function startTestRelay(options: TestRelayOptions = {}): Promise<TestRelay> {
  const dataDir = await mkdtemp(join(tmpdir(), 'foyer-test-relay-'))
  const ownDb = !options.db
  const db = options.db ?? (await openPglite())
  try {
    if (ownDb) await migrate(db)
    await ensureDevProject(db, [])
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ...(options.port ? { API_PORT: String(options.port) } : {}),
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      ...options.env,
    })
    const app = await createApp(config, {
      db,
      ...(options.now ? { now: options.now } : {}),
      ...(options.pingIntervalMs ? { relayPingIntervalMs: options.pingIntervalMs } : {}),
      ...(options.sweepIntervalMs ? { relaySweepIntervalMs: options.sweepIntervalMs } : {}),
    })
    await app.listen({ host: '127.0.0.1', port: options.port ?? 0 })
    const address = app.server.address()
    if (typeof address !== 'object' || !address) throw new Error('The test relay has no port')
    return {
      url: `ws://127.0.0.1:${address.port}${RELAY_PATH}`,
      port: address.port,
      projectId: DEV_PROJECT_ID,
      db,
      app,
      async close() {
        await app.close()
        if (ownDb) await db.close()
        await rm(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    if (ownDb) await db.close()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
}
