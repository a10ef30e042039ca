import WebSocket from 'ws'

export function open(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url, { perMessageDeflate: false })
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
  })
}

export function closeSocket(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve()
    socket.once('close', () => resolve())
    socket.close()
  })
}

/** A request on a socket not yet listened to by the phase handlers: waits for its reply. */
export function request(
  socket: WebSocket,
  id: number,
  method: string,
  params: unknown,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const listener = (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as { id?: unknown; error?: { message: string } }
      if (frame.id !== id) return
      socket.off('message', listener)
      if (frame.error) reject(new Error(`${method}: ${frame.error.message}`))
      else resolve()
    }
    socket.on('message', listener)
    socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
  })
}
