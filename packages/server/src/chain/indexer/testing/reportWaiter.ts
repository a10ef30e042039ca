import type { ChainSyncReport } from '../chainSyncReport'

export interface ReportWaiter {
  reports: ChainSyncReport[]
  /** For the indexer's onSync. */
  record(report: ChainSyncReport): void
  /** Resolves once a report (already recorded or to come) satisfies `predicate`. */
  until(
    predicate: (report: ChainSyncReport, all: readonly ChainSyncReport[]) => boolean,
  ): Promise<void>
}

/** Collects an indexer's reports so that a test can wait for a step without sleeping. */
export function reportWaiter(): ReportWaiter {
  const reports: ChainSyncReport[] = []
  const waiting: { predicate: Parameters<ReportWaiter['until']>[0]; resolve: () => void }[] = []
  return {
    reports,
    record(report) {
      reports.push(report)
      for (const waiter of [...waiting]) {
        if (waiter.predicate(report, reports)) {
          waiting.splice(waiting.indexOf(waiter), 1)
          waiter.resolve()
        }
      }
    },
    until(predicate) {
      if (reports.some((report) => predicate(report, reports))) return Promise.resolve()
      return new Promise((resolve) => waiting.push({ predicate, resolve }))
    },
  }
}
