interface Waiting<T, R> {
  item: T
  resolve: (result: R) => void
  reject: (error: Error) => void
}

/**
 * Gathers the items handed over in one turn of the event loop and writes them with one call;
 * while a write runs, the next batch gathers and goes as soon as it ends. One write per batch,
 * not one per item, is what lets the relay keep pace with its sockets on one database.
 * `write` answers one result per item, in order; a result that is an Error rejects its item
 * alone, a thrown error the whole batch (a writer that must isolate items answers Errors).
 */
export class TickBatcher<T, R> {
  private batch: Waiting<T, R>[] = []
  private scheduled = false
  private draining: Promise<void> | undefined

  constructor(private readonly write: (items: readonly T[]) => Promise<readonly (R | Error)[]>) {}

  add(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.batch.push({ item, resolve, reject })
      if (this.scheduled) return
      this.scheduled = true
      setImmediate(() => {
        this.scheduled = false
        void this.flush()
      })
    })
  }

  /** Resolves once every item handed over so far is written (or failed). */
  flush(): Promise<void> {
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined
    })
    return this.draining
  }

  private async drain(): Promise<void> {
    while (this.batch.length > 0) {
      const batch = this.batch
      this.batch = []
      try {
        const results = await this.write(batch.map((waiting) => waiting.item))
        for (const [index, waiting] of batch.entries()) {
          const result = results[index]
          if (result instanceof Error) waiting.reject(result)
          else waiting.resolve(result as R)
        }
      } catch (error) {
        for (const waiting of batch) waiting.reject(error as Error)
      }
    }
  }
}
