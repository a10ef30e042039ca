import { createServer, type Socket } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import type { Database } from '../../store/database'
import { migratedPglite } from '../../test/migratedPglite'
import { freePort } from '../../test/postgresCluster'
import { createIndexer } from './createIndexer'
import { clearIndex, storedCursor } from './testing/indexedRows'
import { startIndexerTestChain } from './testing/indexerTestChain'
import { recordingLog } from './testing/recordingLog'
import { reportWaiter } from './testing/reportWaiter'
import { testRegistry } from './testing/testRegistry'

/** A TCP server that accepts connections and never answers; `connected` resolves on the first. */
async function hangingRpc() {
  const sockets = new Set<Socket>()
  let onConnect: () => void = () => {}
  const connected = new Promise<void>((resolve) => {
    onConnect = resolve
  })
  const server = createServer((socket) => {
    sockets.add(socket)
    onConnect()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('no port')
  onTestFinished(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })
  return { url: `http://127.0.0.1:${address.port}`, connected }
}

describe('the running chain indexer', () => {
  let db: Database
  beforeAll(async () => {
    db = await migratedPglite()
  })
  afterAll(() => db.close())
  beforeEach(() => clearIndex(db))

  it('follows a chain while another one fails, logging and backing off its retries', async () => {
    const chain = await startIndexerTestChain()
    onTestFinished(() => chain.stop())
    const down = `http://127.0.0.1:${await freePort()}`
    const log = recordingLog()
    const waiter = reportWaiter()
    const indexer = createIndexer({
      db,
      registry: testRegistry([chain.deployment, { chainId: 31338, rpcUrl: down, tokens: [] }]),
      chainIds: [31337, 31338],
      log,
      rpc: { retryCount: 0 },
      pollIntervalMs: 1,
      retry: { baseMs: 5, maxMs: 20 },
      onSync: waiter.record,
    })
    onTestFinished(() => indexer.stop())
    indexer.start()
    indexer.start()
    const failuresOf = (all: readonly { chainId: number; status: string }[]) =>
      all.filter((report) => report.chainId === 31338 && report.status === 'failed').length
    await waiter.until((_, all) => failuresOf(all) >= 4)
    await waiter.until((report) => report.chainId === 31337 && report.status === 'atHead')

    await chain.sendEth(0, 1, '1')
    const head = await chain.client.getBlockNumber()
    await waiter.until(
      (report) => report.chainId === 31337 && report.status === 'indexed' && report.to === head,
    )
    await indexer.stop()
    expect(await storedCursor(db, 31337)).toBe(Number(head))
    expect(await storedCursor(db, 31338)).toBeUndefined()
    const failure = 'Indexing chain 31338 failed (HTTP request failed. Details: fetch failed)'
    expect(log.errors.slice(0, 4)).toEqual([
      `${failure}; retrying in 5 ms`,
      `${failure}; retrying in 10 ms`,
      `${failure}; retrying in 20 ms`,
      `${failure}; retrying in 20 ms`,
    ])
    expect(log.errors.every((message) => message.startsWith(failure))).toBe(true)
  })

  it('stops while a request hangs: the request is aborted, nothing more is logged', async () => {
    const rpc = await hangingRpc()
    const log = recordingLog()
    const indexer = createIndexer({
      db,
      registry: testRegistry([{ chainId: 31337, rpcUrl: rpc.url, tokens: [] }]),
      chainIds: [31337],
      log,
      // Without the abort, stop() would wait for this timeout, past the test's own.
      rpc: { retryCount: 0, timeoutMs: 120_000 },
    })
    indexer.start()
    await rpc.connected
    await indexer.stop()
    expect(log.errors).toEqual([])
    expect(await indexer.syncOnce()).toMatchObject([
      { chainId: 31337, status: 'failed', error: new Error('The indexer is stopped') },
    ])
    expect(() => indexer.start()).toThrow('A stopped indexer cannot start again')
  })

  it('stops cleanly when it was never started, and twice', async () => {
    const indexer = createIndexer({
      db,
      registry: testRegistry([]),
      chainIds: [],
      log: recordingLog(),
    })
    await indexer.stop()
    await indexer.stop()
    expect(await indexer.catchUp()).toEqual([])
  })
})
