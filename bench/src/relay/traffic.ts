import { performance } from 'node:perf_hooks'
import type { Pair } from './pairs'
import type { Phase } from './phase'

/**
 * Frames are the relay's in both targets: the dapp sends irn_publish; the wallet gets
 * irn_subscription from the relay (or the irn_publish itself from the echo server) and answers
 * `{id, result: true}`; the dapp gets the publish reply (or, from the echo server, that answer).
 */
export function listen(pairs: Pair[], current: () => Phase | undefined) {
  for (const pair of pairs) {
    pair.wallet.on('message', (data) => {
      const received = performance.now()
      const frame = JSON.parse(String(data)) as {
        id: number
        method?: string
        params?: { data?: { message: string }; message?: string }
      }
      if (frame.method !== 'irn_subscription' && frame.method !== 'irn_publish') return
      pair.wallet.send(`{"id":${frame.id},"jsonrpc":"2.0","result":true}`)
      const text = frame.params?.data?.message ?? frame.params?.message
      if (!text) return
      const body = JSON.parse(text) as { phase: number; sentAt: number; dueAt: number }
      const phase = current()
      if (!phase || body.phase !== phase.id) return
      pair.delivered++
      phase.deliveredTotal++
      if (phase.measuring && body.dueAt >= phase.startAt) {
        phase.latencies.push(received - body.sentAt)
        if (received <= phase.endAt) phase.deliveredInTime++
      }
      phase.onProgress?.(pair)
    })
    pair.dapp.on('message', (data) => {
      const text = String(data)
      if (text.includes('"method":"irn_subscription"')) return // not expected: no echo
      const phase = current()
      if (text.includes('"error"') && phase) phase.errors++
      pair.replied++
      if (phase) phase.onProgress?.(pair)
    })
  }
}

let nextRequestId = 1_000

/** `dueAt`: when the paced schedule wanted it sent (a late one still counts in its window). */
export function publish(pair: Pair, phase: Phase, dueAt?: number) {
  const sentAt = performance.now()
  const message = JSON.stringify({
    phase: phase.id,
    seq: pair.sent,
    sentAt,
    dueAt: dueAt ?? sentAt,
  })
  pair.dapp.send(
    JSON.stringify({
      id: nextRequestId++,
      jsonrpc: '2.0',
      method: 'irn_publish',
      params: { topic: pair.topic, message, ttl: 300, tag: 1108 },
    }),
  )
  pair.sent++
  phase.sent++
}
