import WebSocket, { WebSocketServer } from 'ws'
import { freePort } from '../freePort'
import { measure } from './measure'
import type { Mode, PhaseResult } from './results'
import { open } from './sockets'

/** A relay that does nothing: each frame goes to the other socket of its pair as it is. */
export async function measureEcho(): Promise<Map<Mode, PhaseResult>> {
  const port = await freePort()
  const server = new WebSocketServer({ host: '127.0.0.1', port, perMessageDeflate: false })
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
  try {
    return await measure(
      'echo',
      (index, role) => open(`ws://127.0.0.1:${port}/?pair=${index}&role=${role}`),
      false,
    )
  } finally {
    for (const client of server.clients) client.terminate()
    await new Promise((resolve) => server.close(resolve))
  }
}
