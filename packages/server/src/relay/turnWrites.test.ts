import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { holdWritesForTurn } from './turnWrites'

let server: WebSocketServer | undefined
afterEach(async () => {
  for (const client of server?.clients ?? []) client.terminate()
  await new Promise((resolve) => server?.close(resolve))
})

/** A server socket and a client reading it, with the server socket's system writes counted. */
async function pair() {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise((resolve) => server?.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const accepted = new Promise<WebSocket>((resolve) => server?.once('connection', resolve))
  const client = new WebSocket(`ws://127.0.0.1:${port}`)
  const received: string[] = []
  client.on('message', (data) => received.push(String(data)))
  await new Promise((resolve) => client.once('open', resolve))
  const socket = await accepted
  type SystemWrite = (...args: unknown[]) => void
  const raw = (socket as unknown as { _socket: Duplex & Record<'_writev' | '_write', SystemWrite> })
    ._socket
  const writes = { count: 0 }
  for (const name of ['_writev', '_write'] as const) {
    const original = raw[name].bind(raw)
    raw[name] = (...args: unknown[]) => {
      writes.count++
      return original(...args)
    }
  }
  return { socket, raw, client, received, writes }
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('holdWritesForTurn', () => {
  it('sends the frames of one turn in one write, in order, once the turn ends', async () => {
    const { socket, raw, received, writes } = await pair()
    for (const text of ['one', 'two', 'three']) {
      holdWritesForTurn(socket)
      socket.send(text)
    }
    expect(writes.count).toBe(0)
    expect(raw.writableLength).toBeGreaterThan(0)
    await nextTurn()
    expect(writes.count).toBe(1)
    await expect.poll(() => received).toEqual(['one', 'two', 'three'])
  })

  it('without it, each frame is a write of its own', async () => {
    const { socket, received, writes } = await pair()
    for (const text of ['one', 'two', 'three']) socket.send(text)
    expect(writes.count).toBe(3)
    await expect.poll(() => received).toEqual(['one', 'two', 'three'])
  })

  it('holds at most 64 KiB: beyond, what was held goes at once', async () => {
    const { socket, received, writes } = await pair()
    const big = 'x'.repeat(40 * 1024)
    for (let index = 0; index < 3; index++) {
      holdWritesForTurn(socket)
      socket.send(`${index}${big}`)
    }
    // The third send found 80 KiB held: those two frames went together, the third waits.
    expect(writes.count).toBe(1)
    await nextTurn()
    expect(writes.count).toBe(2)
    await expect.poll(() => received.map((text) => text[0])).toEqual(['0', '1', '2'])
  })
})
