import { median } from '../format'
import { ownCpuMs, processCpuMs } from './cpu'
import type { ThroughputRun } from './results'
import type { Sender } from './senders'

/**
 * Every sender sends `count` times, each send waiting for its receipt before the next, all
 * senders at once; timed from the start to the last receipt, with the CPU time this process,
 * the bundler and anvil used meanwhile. Throws the first failure once every sender has stopped
 * (a phase with a failed send measures nothing).
 */
export async function runThroughput(
  senders: readonly Sender[],
  count: number,
  pids: { anvilPid: number; bundlerPid: number },
): Promise<ThroughputRun> {
  const cpu = async () => ({
    bench: ownCpuMs(),
    bundler: await processCpuMs(pids.bundlerPid),
    anvil: await processCpuMs(pids.anvilPid),
  })
  const before = await cpu()
  const started = performance.now()
  const outcomes = await Promise.allSettled(
    senders.map(async (sender) => {
      const sends = []
      for (let i = 0; i < count; i++) sends.push(await sender.send())
      return sends
    }),
  )
  const ms = performance.now() - started
  const after = await cpu()
  const failed = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failed) throw failed.reason
  const sends = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []))
  return {
    sends: sends.length,
    ms,
    chainTransactions: new Set(sends.map((send) => send.transactionHash)).size,
    medianMs: median(sends.map((send) => send.totalMs)),
    medianToHashMs: median(sends.map((send) => send.hashMs)),
    cpuMs: {
      bench: after.bench - before.bench,
      bundler: after.bundler - before.bundler,
      anvil: after.anvil - before.anvil,
    },
  }
}

export function perSecond(run: ThroughputRun): number {
  return run.sends / (run.ms / 1000)
}
