import { RawRelayClient, relayJwt, startTestRelay } from '@foyer/server/testing/relay'
import { measure } from './measure'
import type { Mode, PhaseResult } from './results'
import { RELAY_ENV } from './settings'
import { open } from './sockets'

/** The relay in this process (in-memory PGlite), its publish limit lifted; raw clients. */
export async function measureRelay(): Promise<Map<Mode, PhaseResult>> {
  const relay = await startTestRelay({ env: RELAY_ENV })
  try {
    const connect = async () => {
      const { jwt } = await relayJwt(relay.url)
      return open(RawRelayClient.url(relay.url, { auth: jwt, projectId: relay.projectId }))
    }
    return await measure('relay', connect, true)
  } finally {
    await relay.close()
  }
}
