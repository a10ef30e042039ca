import { loadConfig } from './config/loadConfig'
import { startServer } from './startServer'

/** Runs the API alone (`npm start` at the repo root runs the whole stack instead). */
try {
  const server = await startServer(loadConfig())
  server.app.log.info(`Foyer API listening on ${server.url}`)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await server.close()
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
