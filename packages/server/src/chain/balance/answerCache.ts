export interface AnswerCacheOptions {
  /** How long an answer stays fresh. */
  lifetimeMs: number
  now: () => Date
  /** The most answers kept; the oldest go first. */
  maxEntries?: number
}

/** What a load gives: the answer, and whether it may be kept (a degraded answer is not). */
export interface Loaded<T> {
  value: T
  keep: boolean
}

export interface AnswerCache<T> {
  /**
   * The fresh answer for `key`, else `load()`'s (kept when it says so). `refresh` loads even when
   * a fresh answer is kept, and replaces it. Concurrent misses of one key share one load; a
   * failed load keeps nothing, nor does a load a later refresh started after.
   */
  get(key: string, load: () => Promise<Loaded<T>>, refresh?: boolean): Promise<T>
}

export const DEFAULT_MAX_CACHED_ANSWERS = 10_000

/** An in-process cache of answers by key, each fresh for `lifetimeMs`. */
export function answerCache<T>({
  lifetimeMs,
  now,
  maxEntries = DEFAULT_MAX_CACHED_ANSWERS,
}: AnswerCacheOptions): AnswerCache<T> {
  const answers = new Map<string, { value: T; expiresAt: number }>()
  const loading = new Map<string, Promise<T>>()

  const store = (key: string, value: T) => {
    answers.delete(key)
    answers.set(key, { value, expiresAt: now().getTime() + lifetimeMs })
    for (const oldest of answers.keys()) {
      if (answers.size <= maxEntries) break
      answers.delete(oldest)
    }
  }

  return {
    get(key, load, refresh = false) {
      const cached = answers.get(key)
      if (!refresh && cached && cached.expiresAt > now().getTime()) {
        return Promise.resolve(cached.value)
      }
      const pending = loading.get(key)
      if (pending && !refresh) return pending
      const started: Promise<T> = load()
        .then(({ value, keep }) => {
          // A load a refresh overtook answers its caller, and keeps nothing over the newer one.
          if (loading.get(key) !== started) return value
          if (keep) store(key, value)
          else answers.delete(key)
          return value
        })
        .finally(() => {
          if (loading.get(key) === started) loading.delete(key)
        })
      loading.set(key, started)
      return started
    },
  }
}
