import { describe, expect, it } from 'vitest'
import { createPendingTransactions } from './createPendingTransactions'
import { trackCalls } from './trackCalls'

const OP = `0x${'ab'.repeat(32)}`
const ID = `${OP}${'0'.repeat(60)}7a69`
const TX = `0x${'cd'.repeat(32)}` as const
const sent = {
  id: ID,
  chain: 'eip155:31337' as const,
  from: '0x1111111111111111111111111111111111111111',
  calls: 2,
}

describe('trackCalls', () => {
  it('shows the calls pending, then settled under the transaction that carried them', async () => {
    const pending = createPendingTransactions()
    const answers = [{ status: 100 }, { status: 200, receipts: [{ transactionHash: TX }] }]
    const seen: string[] = []
    await trackCalls(
      pending,
      async () => {
        seen.push(pending.get().items[0]?.status ?? 'none')
        return answers.shift()
      },
      sent,
      { sleep: async () => undefined },
    )
    expect(seen).toEqual(['pending', 'pending'])
    expect(pending.get().items).toMatchObject([
      { id: ID, hash: TX, status: 'confirmed', operationType: 'execute', local: true },
    ])
  })

  it('marks reverted calls failed and keeps asking through a failed status read', async () => {
    const pending = createPendingTransactions()
    const answers = [Promise.reject(new Error('offline')), Promise.resolve({ status: 500 })]
    await trackCalls(pending, () => answers.shift() as Promise<unknown>, sent, {
      sleep: async () => undefined,
    })
    expect(pending.get().items[0]).toMatchObject({ hash: OP, status: 'failed' })
  })

  it('stops asking after the timeout, leaving the entry pending', async () => {
    const pending = createPendingTransactions()
    let clock = 0
    let asked = 0
    await trackCalls(
      pending,
      async () => {
        asked++
        return { status: 100 }
      },
      sent,
      {
        now: () => clock,
        pollMs: 10,
        timeoutMs: 30,
        sleep: async (ms) => {
          clock += ms
        },
      },
    )
    expect(asked).toBe(3)
    expect(pending.pendingCount()).toBe(1)
  })
})
