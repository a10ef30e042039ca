/**
 * One server of the relay bench in its own process (so that it shares no event loop, and no CPU
 * accounting, with the clients): `relay` (the Foyer relay, startTestRelay: in-memory PGlite, the
 * dev project, quotas, backpressure and message validation at their defaults, the publish rate
 * lifted: RELAY_ENV) or `echo` (a bare `ws` server passing each frame to the other socket of its
 * pair). Prints one JSON line `{"ready": {url, projectId?}}`; then answers each `cpu` line on
 * stdin with `{"cpu": microseconds of CPU used so far}`; exits when stdin ends.
 */
import { createInterface } from 'node:readline'
import { startTestRelay } from '@foyer/server/testing/relay'
import WebSocket, { WebSocketServer } from 'ws'
import { RELAY_ENV } from './settings'

const target = process.argv[2]

async function startRelay() {
  const relay = await startTestRelay({ env: RELAY_ENV })
  return { ready: { url: relay.url, projectId: relay.projectId }, close: () => relay.close() }
}

async function startEcho() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const peers = new Map<string, WebSocket>()
  server.on('connection', (socket, req) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams
    const pair = query.get('pair') ?? ''
    const role = query.get('role') ?? ''
    peers.set(`${pair}:${role}`, socket)
    const other = `${pair}:${role === 'dapp' ? 'wallet' : 'dapp'}`
    socket.on('message', (data, isBinary) => {
      const peer = peers.get(other)
      if (peer?.readyState === WebSocket.OPEN) peer.send(data, { binary: isBinary })
    })
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    ready: { url: `ws://127.0.0.1:${port}/` },
    close: async () => {
      for (const client of server.clients) client.terminate()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

const server =
  target === 'relay' ? await startRelay() : target === 'echo' ? await startEcho() : undefined
if (!server) throw new Error(`Unknown bench server ${target}: relay or echo`)
process.stdout.write(`${JSON.stringify({ ready: server.ready })}\n`)
const lines = createInterface({ input: process.stdin })
lines.on('line', (line) => {
  if (line.trim() !== 'cpu') return
  const { user, system } = process.cpuUsage()
  process.stdout.write(`${JSON.stringify({ cpu: user + system })}\n`)
})
lines.on('close', () => {
  void server.close().finally(() => process.exit(0))
})
