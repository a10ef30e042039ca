import type { Queryable } from '../../store/database'
import { type Delivery, markDelivered } from './markDelivered'
import { TickBatcher } from './tickBatcher'

/**
 * Acknowledgements, written to relay_deliveries in batches (one INSERT per turn of the event
 * loop). Write errors go to `onError` once per batch (the messages are then delivered again on
 * the next subscribe, which the SDKs ignore as duplicates).
 */
export class DeliveryLog {
  private readonly batcher: TickBatcher<Delivery, undefined>

  constructor(db: Queryable, onError: (error: Error) => void) {
    this.batcher = new TickBatcher(async (deliveries) => {
      await markDelivered(db, deliveries).catch(onError)
      return deliveries.map(() => undefined)
    })
  }

  record(delivery: Delivery): void {
    void this.batcher.add(delivery)
  }

  /** Resolves once every delivery recorded so far is written (or failed). */
  flush(): Promise<void> {
    return this.batcher.flush()
  }
}
