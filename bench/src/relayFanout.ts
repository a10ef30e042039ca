import { RawRelayClient, relayJwt } from '@foyer/server/testing/relay'
import { isMain } from './isMain'
import { openClients, type TargetClients } from './relay/measure'
import { relayFanoutTable } from './relay/report'
import type { Mode, PhaseResult, RelayFanoutResult, Target } from './relay/results'
import { FANOUT_ROUNDS } from './relay/settings'
import { open } from './relay/sockets'
import { type ServerProcess, spawnServer } from './relay/spawnServer'

export type { Mode, PhaseResult, RelayFanoutResult, Target } from './relay/results'
export {
  FANOUT_PAIRS,
  FANOUT_RATE,
  FANOUT_ROUNDS,
  FANOUT_SECONDS,
  FANOUT_WINDOW,
  P99_GOAL_MS,
  THROUGHPUT_GOAL_RATIO,
} from './relay/settings'
export { relayFanoutTable }

/** Raw relay clients: each socket with its own relay-auth JWT, on the dev project. */
async function connectRelay(server: ServerProcess): Promise<TargetClients> {
  return openClients(
    server,
    async () => {
      const { jwt } = await relayJwt(server.url)
      return open(RawRelayClient.url(server.url, { auth: jwt, projectId: server.projectId }))
    },
    true,
  )
}

function connectEcho(server: ServerProcess): Promise<TargetClients> {
  return openClients(
    server,
    (index, role) => open(`${server.url}?pair=${index}&role=${role}`),
    false,
  )
}

/**
 * FANOUT_PAIRS dapp/wallet pairs of raw websocket clients, one topic each, in this process,
 * against the relay and against a bare `ws` echo server, each server in its own process (both
 * started first and kept up): FANOUT_ROUNDS interleaved rounds, each running, against both targets
 * (the order swapped every round), FANOUT_SECONDS at FANOUT_RATE messages/s, then FANOUT_SECONDS
 * as fast as a window of FANOUT_WINDOW messages per pair allows. Latency is wallet receive time −
 * dapp send time (performance.now() of this process). The server's CPU per delivered message is
 * read from its process.
 */
export async function relayFanoutBench(): Promise<RelayFanoutResult> {
  const result: RelayFanoutResult = new Map()
  const servers: ServerProcess[] = []
  const clients = new Map<Target, TargetClients>()
  try {
    for (const [target, connect] of [
      ['relay', connectRelay],
      ['echo', connectEcho],
    ] as const) {
      try {
        const server = await spawnServer(target)
        servers.push(server)
        clients.set(target, await connect(server))
        result.set(
          target,
          new Map<Mode, PhaseResult[]>([
            ['paced', []],
            ['max', []],
          ]),
        )
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error))
        result.set(target, failure)
        console.log(`${target}: fan-out not measured: ${failure.message.split('\n')[0]}`)
      }
    }
    for (let round = 0; round < FANOUT_ROUNDS; round++) {
      const targets: Target[] = round % 2 === 0 ? ['relay', 'echo'] : ['echo', 'relay']
      for (const mode of ['paced', 'max'] as const) {
        for (const target of targets) {
          const client = clients.get(target)
          const phases = result.get(target)
          if (!client || !phases || phases instanceof Error) continue
          try {
            phases.get(mode)?.push(await client.run(mode, round))
          } catch (error) {
            const failure = error instanceof Error ? error : new Error(String(error))
            result.set(target, failure)
            console.log(`${target}: fan-out failed: ${failure.message.split('\n')[0]}`)
          }
        }
      }
    }
  } finally {
    for (const client of clients.values()) await client.close()
    for (const server of servers) await server.close()
  }
  return result
}

if (isMain(import.meta.url)) {
  console.log(`\n${relayFanoutTable(await relayFanoutBench())}`)
}
