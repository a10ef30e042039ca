import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { RawRelayClient } from './testing/rawRelayClient'
import { relayJwt } from './testing/relayJwt'
import { startTestRelay } from './testing/startTestRelay'

let db: Database
beforeAll(async () => {
  db = await migratedPglite()
})
afterAll(() => db.close())

describe('relay sockets', () => {
  it('closing the relay closes every socket with 1001 (the SDKs reconnect)', async () => {
    const closing = await startTestRelay({ db })
    const { jwt } = await relayJwt(closing.url)
    const client = await RawRelayClient.connect(closing.url, {
      auth: jwt,
      projectId: closing.projectId,
    })
    const closed = client.closed()
    await closing.close()
    expect(await closed).toEqual({ code: 1001, reason: 'The relay is shutting down' })
  })

  it('pings every socket, and terminates one that does not answer', async () => {
    const pinging = await startTestRelay({ db, pingIntervalMs: 250 })
    try {
      const { jwt } = await relayJwt(pinging.url)
      const url = RawRelayClient.url(pinging.url, { auth: jwt, projectId: pinging.projectId })
      const answering = new WebSocket(url)
      const silent = new WebSocket(url, { autoPong: false })
      await Promise.all(
        [answering, silent].map((socket) => new Promise((resolve) => socket.once('open', resolve))),
      )
      let answeringClosed = false
      answering.once('close', () => {
        answeringClosed = true
      })
      const pinged = new Promise((resolve) => answering.once('ping', resolve))
      const terminated = new Promise<number>((resolve) => silent.once('close', resolve))
      await pinged
      expect(await terminated).toBe(1006)
      expect(answeringClosed).toBe(false)
      answering.close()
    } finally {
      await pinging.close()
    }
  })
})
