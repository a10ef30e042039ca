import { ConfigError } from '../config/loadConfig'
import { loadProductionConfig } from '../config/loadProductionConfig'
import { frameOriginConflicts } from '../frame/frameOriginConflicts'
import { startFrameServer } from '../frame/startFrameServer'
import { startServer } from '../startServer'
import type { CliIo } from './cliIo'

export interface ServeOptions {
  /** Resolves when the server should stop (default: SIGINT or SIGTERM). */
  stopSignal?: Promise<unknown>
  /** Told once everything listens (tests wait for it). */
  onReady?: (urls: { api: string; frame: string }) => void
}

/**
 * `foyer serve`: production mode. Refuses to start unless the configuration is safe
 * (loadProductionConfig names every problem at once); then the API with the relay on
 * LISTEN_HOST:API_PORT and the built frame page on LISTEN_HOST:FRAME_PORT, both behind the TLS
 * proxy (docs/deploy.md). Dev parts (dev project, mailbox, OpenID provider, signer, /dev/*)
 * are never registered. Resolves with 0 after a clean stop.
 */
export async function serve(io: CliIo, options: ServeOptions = {}): Promise<number> {
  const config = loadProductionConfig(io.env, io.cwd)
  if (io.env.FOYER_TEST_ALLOW_HTTP_LOOPBACK === 'true') {
    io.err(
      'foyer: FOYER_TEST_ALLOW_HTTP_LOOPBACK=true: http on loopback hosts is allowed (TEST ONLY, never in a real deployment)',
    )
  }
  const stopSignal = options.stopSignal ?? signalled()
  const server = await startServer(config)
  let frame: Awaited<ReturnType<typeof startFrameServer>>
  try {
    const conflicts = await frameOriginConflicts(server.db, config.frameOrigin)
    if (conflicts.exact.length > 0) {
      throw new ConfigError(
        `Foyer will not start in production mode: FRAME_ORIGIN is an allowed origin (a dapp's page) of project ${conflicts.exact.join(', ')}; remove it (foyer project origins remove ID ORIGIN) or serve the frame from another origin`,
      )
    }
    if (conflicts.wildcard.length > 0) {
      io.err(
        `foyer: warning: a wildcard allowed origin of project ${conflicts.wildcard.join(', ')} also admits FRAME_ORIGIN; list the dapps' origins exactly if the frame should not be one of them`,
      )
    }
    frame = await startFrameServer(config, server.db)
  } catch (error) {
    await server.close()
    throw error
  }
  const api = `http://${config.listenHost}:${config.apiPort}`
  const frameUrl = `http://${config.listenHost}:${config.framePort}`
  io.out(`Foyer is serving${config.nodeId ? ` (node ${config.nodeId})` : ''}:`)
  io.out(`  API and relay  ${api}  (public: ${config.publicApiUrl})`)
  io.out(`  frame page     ${frameUrl}  (public: ${config.frameOrigin})`)
  options.onReady?.({ api, frame: frameUrl })
  await stopSignal
  await frame.close()
  await server.close()
  return 0
}

function signalled(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, resolve)
  })
}
