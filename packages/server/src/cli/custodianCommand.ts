import { createCustodianServer, custodianBanner } from '../custodian/createCustodianServer'
import { readCustodianConfig } from '../custodian/custodianConfig'
import { loadCustodianKey } from '../custodian/custodianKey'
import type { CliIo } from './cliIo'

export interface CustodianCommandOptions {
  /** Resolves when the custodian should stop (default: SIGINT or SIGTERM). */
  stopSignal?: Promise<unknown>
  /** Told once it listens (tests wait for it). */
  onReady?: (url: string) => void
}

/**
 * `foyer custodian`: the custodian of custodial email recovery, a process of its own (never
 * started by `foyer serve`; `FOYER_CUSTODIAN=on npm start` starts one in dev). Refuses to start
 * naming every missing or bad setting (readCustodianConfig); prints the custodial banner on
 * stderr, then `Foyer custodian is listening on <url>` on stdout. Resolves with 0 after a clean
 * stop.
 */
export async function custodianCommand(
  io: CliIo,
  options: CustodianCommandOptions = {},
): Promise<number> {
  const config = readCustodianConfig(io.env, io.cwd)
  const stopSignal = options.stopSignal ?? signalled()
  const key = await loadCustodianKey(config)
  const app = await createCustodianServer({ key, token: config.token, audit: io.err })
  await app.listen({ host: config.host, port: config.port }).catch(async (error) => {
    await app.close()
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    throw new Error(`Port ${config.port} is already in use: set CUSTODIAN_PORT to a free port`, {
      cause: error,
    })
  })
  const url = `http://${config.host}:${config.port}`
  io.err(custodianBanner(key.publicKey))
  if (!config.key)
    io.err(`Foyer custodian: dev key file in ${config.dataDir} (production sets CUSTODIAN_KEY).`)
  io.out(`Foyer custodian is listening on ${url}`)
  options.onReady?.(url)
  await stopSignal
  await app.close()
  return 0
}

function signalled(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, resolve)
  })
}
