/** One attempt of a flow: whether it is still the latest (a newer one or a cancel ends it). */
export type Attempt = () => boolean

export type LatestAttempt = {
  /** Starts a new attempt, ending the one before. */
  start(): Attempt
  /** Ends the attempt under way: its late answers are to be ignored. */
  cancel(): void
}

/** The "latest attempt wins" guard of the flows: only the newest attempt may change state. */
export function latestAttempt(): LatestAttempt {
  let current = 0
  return {
    start() {
      const id = ++current
      return () => id === current
    },
    cancel() {
      current++
    },
  }
}
