import { randomBytes } from 'node:crypto'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { RawRelayClient, relayJwt, startTestRelay } from '@foyer/server/testing/relay'
import WebSocket, { WebSocketServer } from 'ws'
import { ms, table } from './format'
import { freePort } from './freePort'
import { isMain } from './isMain'

/** Dapp/wallet pairs, each on its own topic. */
export const FANOUT_PAIRS = 20
/** Total publishes per second of the paced phase, spread evenly over the pairs. */
export const FANOUT_RATE = 1_000
/** Seconds of each measured phase: FOYER_BENCH_SECONDS (default 10). */
export const FANOUT_SECONDS = Number(process.env.FOYER_BENCH_SECONDS ?? 10)
/** Unmeasured seconds before each measured phase (JIT, first database writes). */
const WARMUP_S = Math.min(1, FANOUT_SECONDS / 3)
/** Messages of one pair in flight (published, not yet both delivered and answered) at full speed. */
export const FANOUT_WINDOW = 32
/** Goals: relay throughput ≥ this × echo throughput; relay p99 at FANOUT_RATE < this. */
export const THROUGHPUT_GOAL_RATIO = 0.5
export const P99_GOAL_MS = 20
/** How long a phase waits after its end for the messages still in flight. */
const DRAIN_MS = 3_000
/**
 * The relay refuses more than RELAY_PUBLISHES_PER_SECOND (100) publishes a second per client: a
 * policy, not a capacity. It is lifted here so that the full-speed phase measures the relay.
 */
const RELAY_ENV = { RELAY_PUBLISHES_PER_SECOND: '1000000' }

type Target = 'relay' | 'echo'
type Mode = 'paced' | 'max'

export interface PhaseResult {
  sent: number
  delivered: number
  /** Delivered within the phase, per second. */
  perSecond: number
  p50Ms: number
  p99Ms: number
  /** Error replies (e.g. a refused publish). */
  errors: number
  /** Sent and never delivered (after DRAIN_MS). */
  lost: number
  /**
   * The event loop's delay (clients and server share it): a stall here delays every message in
   * flight.
   */
  loopDelayP99Ms: number
  loopDelayMaxMs: number
}

export type RelayFanoutResult = Map<Target, Map<Mode, PhaseResult> | Error>

interface Pair {
  index: number
  topic: string
  dapp: WebSocket
  wallet: WebSocket
  sent: number
  delivered: number
  replied: number
}

/** What one phase counts; `phase` tells this phase's messages from late ones of the last. */
interface Phase {
  id: number
  measuring: boolean
  sending: boolean
  /** Messages sent from startAt on, delivered by endAt, count (warm-up ones do not). */
  startAt: number
  endAt: number
  latencies: number[]
  sent: number
  deliveredInTime: number
  deliveredTotal: number
  errors: number
  /** At full speed: called when a pair may have room in its window. */
  onProgress?: (pair: Pair) => void
}

let phaseCounter = 0

function open(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url, { perMessageDeflate: false })
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
  })
}

function closeSocket(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve()
    socket.once('close', () => resolve())
    socket.close()
  })
}

/** A request on a socket not yet listened to by the phase handlers: waits for its reply. */
function request(socket: WebSocket, id: number, method: string, params: unknown): Promise<void> {
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

/**
 * Frames are the relay's in both targets: the dapp sends irn_publish; the wallet gets
 * irn_subscription from the relay (or the irn_publish itself from the echo server) and answers
 * `{id, result: true}`; the dapp gets the publish reply (or, from the echo server, that answer).
 */
function listen(pairs: Pair[], current: () => Phase | undefined) {
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
function publish(pair: Pair, phase: Phase, dueAt?: number) {
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

function newPhase(): Phase {
  return {
    id: ++phaseCounter,
    measuring: false,
    sending: true,
    startAt: Number.POSITIVE_INFINITY,
    endAt: Number.POSITIVE_INFINITY,
    latencies: [],
    sent: 0,
    deliveredInTime: 0,
    deliveredTotal: 0,
    errors: 0,
  }
}

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait))

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN
}

/** Runs `warmup` then `seconds` of sending; returns when sent messages arrived or DRAIN_MS passed. */
async function runPhase(
  pairs: Pair[],
  setPhase: (phase: Phase | undefined) => void,
  mode: Mode,
  seconds: number,
): Promise<PhaseResult> {
  const phase = newPhase()
  setPhase(phase)
  for (const pair of pairs) {
    pair.sent = 0
    pair.delivered = 0
    pair.replied = 0
  }
  const warmupEnd = performance.now() + WARMUP_S * 1000
  const measureStart = warmupEnd
  const measureEnd = measureStart + seconds * 1000
  let sentAtMeasureStart = 0
  let deliveredAtMeasureStart = 0
  const loopDelay = monitorEventLoopDelay({ resolution: 1 })
  const startMeasuring = () => {
    phase.measuring = true
    phase.startAt = mode === 'paced' ? measureStart : performance.now()
    loopDelay.enable()
    phase.endAt = measureEnd
    sentAtMeasureStart = phase.sent
    deliveredAtMeasureStart = phase.deliveredTotal
    phase.errors = 0
  }

  if (mode === 'paced') {
    const start = performance.now()
    const perPair = FANOUT_RATE / pairs.length
    let measuring = false
    while (performance.now() < measureEnd) {
      const now = performance.now()
      if (!measuring && now >= measureStart) {
        measuring = true
        startMeasuring()
      }
      const elapsedS = (now - start) / 1000
      for (const pair of pairs) {
        // Pair i's k-th message is due at (k + i/N) / perPair seconds: the pairs are staggered.
        const due = Math.floor(elapsedS * perPair - pair.index / pairs.length) + 1
        while (pair.sent < due) {
          publish(pair, phase, start + ((pair.sent + pair.index / pairs.length) / perPair) * 1000)
        }
      }
      await sleep(1)
    }
  } else {
    const topUp = (pair: Pair) => {
      if (!phase.sending) return
      const done = Math.min(pair.delivered, pair.replied)
      while (pair.sent - done < FANOUT_WINDOW) publish(pair, phase)
    }
    phase.onProgress = topUp
    for (const pair of pairs) topUp(pair)
    await sleep(Math.max(0, measureStart - performance.now()))
    startMeasuring()
    await sleep(Math.max(0, measureEnd - performance.now()))
  }
  phase.sending = false
  loopDelay.disable()

  const measuredSent = phase.sent - sentAtMeasureStart
  const drainUntil = performance.now() + DRAIN_MS
  while (phase.deliveredTotal < phase.sent && performance.now() < drainUntil) await sleep(10)
  setPhase(undefined)

  const sorted = [...phase.latencies].sort((a, b) => a - b)
  return {
    sent: measuredSent,
    delivered: phase.deliveredTotal - deliveredAtMeasureStart,
    perSecond: phase.deliveredInTime / ((measureEnd - phase.startAt) / 1000),
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    errors: phase.errors,
    lost: phase.sent - phase.deliveredTotal,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
  }
}

async function measure(
  target: Target,
  connect: (index: number, role: 'dapp' | 'wallet') => Promise<WebSocket>,
  subscribe: boolean,
): Promise<Map<Mode, PhaseResult>> {
  const pairs: Pair[] = []
  try {
    for (let index = 0; index < FANOUT_PAIRS; index++) {
      const [dapp, wallet] = await Promise.all([connect(index, 'dapp'), connect(index, 'wallet')])
      pairs.push({
        index,
        topic: randomBytes(32).toString('hex'),
        dapp,
        wallet,
        sent: 0,
        delivered: 0,
        replied: 0,
      })
    }
    if (subscribe) {
      await Promise.all(
        pairs.flatMap((pair) => [
          request(pair.dapp, 1, 'irn_subscribe', { topic: pair.topic }),
          request(pair.wallet, 1, 'irn_subscribe', { topic: pair.topic }),
        ]),
      )
    }
    let current: Phase | undefined
    listen(pairs, () => current)
    const results = new Map<Mode, PhaseResult>()
    for (const mode of ['paced', 'max'] as const) {
      const result = await runPhase(
        pairs,
        (phase) => {
          current = phase
        },
        mode,
        FANOUT_SECONDS,
      )
      results.set(mode, result)
      console.log(
        `${target} ${mode === 'paced' ? `${FANOUT_RATE} msg/s` : 'full speed'}: ` +
          `${Math.round(result.perSecond)} msg/s delivered, p50 ${ms(result.p50Ms)}, ` +
          `p99 ${ms(result.p99Ms)}; event loop delay p99 ${ms(result.loopDelayP99Ms)}, ` +
          `max ${ms(result.loopDelayMaxMs)}` +
          (result.errors + result.lost > 0
            ? ` (${result.errors} errors, ${result.lost} lost)`
            : ''),
      )
    }
    return results
  } finally {
    await Promise.all(pairs.flatMap((pair) => [closeSocket(pair.dapp), closeSocket(pair.wallet)]))
  }
}

async function measureRelay(): Promise<Map<Mode, PhaseResult>> {
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

/** A relay that does nothing: each frame goes to the other socket of its pair as it is. */
async function measureEcho(): Promise<Map<Mode, PhaseResult>> {
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

/**
 * FANOUT_PAIRS dapp/wallet pairs of raw websocket clients, one topic each, against the relay (in
 * this process, in-memory PGlite) and against a bare `ws` echo server with the same clients: at
 * FANOUT_RATE messages/s for FANOUT_SECONDS, then as fast as a window of FANOUT_WINDOW messages
 * per pair allows. Latency is wallet receive time − dapp send time (performance.now(), one
 * process, clients and server sharing its event loop).
 */
export async function relayFanoutBench(): Promise<RelayFanoutResult> {
  const result: RelayFanoutResult = new Map()
  for (const [target, run] of [
    ['relay', measureRelay],
    ['echo', measureEcho],
  ] as const) {
    try {
      result.set(target, await run())
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error))
      result.set(target, failure)
      console.log(`${target}: fan-out not measured: ${failure.message.split('\n')[0]}`)
    }
  }
  return result
}

export function relayFanoutTable(result: RelayFanoutResult): string {
  const phase = (target: Target, mode: Mode) => {
    const value = result.get(target)
    return value === undefined || value instanceof Error ? undefined : value.get(mode)
  }
  const rows = [
    [
      `target (${FANOUT_PAIRS} pairs, ${FANOUT_SECONDS} s)`,
      'phase',
      'msg/s delivered',
      'p50',
      'p99',
      'errors/lost',
    ],
  ]
  for (const target of ['relay', 'echo'] as const) {
    const value = result.get(target)
    if (value instanceof Error) {
      rows.push([target, 'n/a', 'n/a', 'n/a', 'n/a', value.message.split('\n')[0] ?? ''])
      continue
    }
    for (const mode of ['paced', 'max'] as const) {
      const r = phase(target, mode)
      rows.push([
        target,
        mode === 'paced' ? `${FANOUT_RATE} msg/s` : `full speed (window ${FANOUT_WINDOW}/pair)`,
        r ? String(Math.round(r.perSecond)) : 'n/a',
        r ? ms(r.p50Ms) : 'n/a',
        r ? ms(r.p99Ms) : 'n/a',
        r ? `${r.errors}/${r.lost}` : 'n/a',
      ])
    }
  }
  const relayMax = phase('relay', 'max')
  const echoMax = phase('echo', 'max')
  const relayPaced = phase('relay', 'paced')
  const ratio = relayMax && echoMax ? relayMax.perSecond / echoMax.perSecond : undefined
  const pacedOk =
    relayPaced !== undefined &&
    relayPaced.errors === 0 &&
    relayPaced.lost === 0 &&
    relayPaced.perSecond >= 0.95 * FANOUT_RATE
  const verdicts = [
    `relay throughput vs echo (goal ≥ ${THROUGHPUT_GOAL_RATIO}×): ` +
      (ratio === undefined
        ? 'n/a'
        : `${ratio.toFixed(2)}× ${ratio >= THROUGHPUT_GOAL_RATIO ? 'PASS' : 'OVER'}`),
    `relay p99 at ${FANOUT_RATE} msg/s (goal < ${P99_GOAL_MS} ms): ` +
      (relayPaced === undefined
        ? 'n/a'
        : `${ms(relayPaced.p99Ms)} ${relayPaced.p99Ms < P99_GOAL_MS && pacedOk ? 'PASS' : 'OVER'}` +
          (pacedOk ? '' : ' (rate not held, or errors/lost messages)')),
  ]
  return `${table(rows)}\n\n${verdicts.join('\n')}`
}

if (isMain(import.meta.url)) {
  console.log(`\n${relayFanoutTable(await relayFanoutBench())}`)
}
