import { defineRoute } from '@foyer/protocol'
// The server's own parts, from this checkout (not @foyer/server's entry point).
import type { Config } from '../../packages/server/src/config/loadConfig'
import { route } from '../../packages/server/src/http/route'
import {
  type RunningServer,
  type StartServerOptions,
  startServer,
} from '../../packages/server/src/startServer'

/**
 * A route that does nothing, registered on the benchmarked app itself (a dev route, through the
 * route-contract helper): the floor every API route is compared with. Not /health, which reads
 * the database and every chain.
 */
export const NOOP_PATH = '/dev/bench-noop'

export type ApiServer = RunningServer

/**
 * The API as `npm start` runs it (startServer), with the no-work route added before it listens.
 * `config` must be in dev mode (the dev route and the dev project exist only there).
 */
export async function startApiServer(
  config: Config,
  indexerOptions: StartServerOptions['indexer'] = {},
): Promise<ApiServer> {
  if (!config.devMode) throw new Error('The bench runs the API in dev mode')
  return startServer(config, {
    indexer: indexerOptions,
    beforeListen: (app) => {
      route(app, defineRoute({ method: 'GET', path: NOOP_PATH, access: 'dev' }), () => 'ok')
    },
  })
}
