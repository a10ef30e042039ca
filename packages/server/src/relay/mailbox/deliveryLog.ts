import type { Queryable } from '../../store/database'
import { type Delivery, markDelivered } from './markDelivered'

/**
 * Acknowledgements, written to relay_deliveries in batches: all that arrive in one turn of the
 * event loop make one INSERT. Write errors go to `onError` (the message is then delivered again
 * on the next subscribe, which the SDKs ignore as a duplicate).
 */
export class DeliveryLog {
  private batch: Delivery[] = []
  private writing: Promise<void> = Promise.resolve()
  private scheduled = false

  constructor(
    private readonly db: Queryable,
    private readonly onError: (error: Error) => void,
  ) {}

  record(delivery: Delivery): void {
    this.batch.push(delivery)
    if (this.scheduled) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      void this.flush()
    })
  }

  /** Resolves once every delivery recorded so far is written (or failed). */
  flush(): Promise<void> {
    const batch = this.batch
    this.batch = []
    if (batch.length > 0) {
      this.writing = this.writing.then(() =>
        markDelivered(this.db, batch).catch((error: Error) => this.onError(error)),
      )
    }
    return this.writing
  }
}
