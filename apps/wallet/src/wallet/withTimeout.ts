export class TimeoutError extends Error {
  override name = 'TimeoutError'
  constructor(readonly ms: number) {
    super(`no answer within ${ms / 1000} s`)
  }
}

/** Settles like `promise`, or rejects with a TimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
