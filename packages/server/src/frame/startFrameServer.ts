import type { FastifyInstance } from 'fastify'
import type { Config } from '../config/config'
import type { Queryable } from '../store/database'
import { createFrameApp } from './createFrameApp'
import { defaultFrameDir } from './defaultFrameDir'
import { readFrameFiles } from './readFrameFiles'

/**
 * Serves the built frame page (createFrameApp) on LISTEN_HOST:FRAME_PORT; the proxy in front
 * maps FRAME_ORIGIN there. Fails naming FRAME_PORT when the port is taken.
 */
export async function startFrameServer(config: Config, db: Queryable): Promise<FastifyInstance> {
  const files = await readFrameFiles(config.frameDir ?? defaultFrameDir())
  const app = createFrameApp({
    files,
    db,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    nodeId: config.nodeId,
  })
  await app
    .listen({ host: config.listenHost, port: config.framePort })
    .catch(async (error: NodeJS.ErrnoException) => {
      await app.close()
      if (error.code !== 'EADDRINUSE') throw error
      throw new Error(`Port ${config.framePort} is already in use: set FRAME_PORT to a free port`, {
        cause: error,
      })
    })
  return app
}
