import type { IndexerLog } from '../indexerLog'

export interface RecordedLog extends IndexerLog {
  warnings: string[]
  errors: string[]
}

/** An indexer log that keeps the messages for assertions. */
export function recordingLog(): RecordedLog {
  const warnings: string[] = []
  const errors: string[] = []
  return {
    warnings,
    errors,
    warn: (_, message) => warnings.push(message),
    error: (_, message) => errors.push(message),
  }
}
