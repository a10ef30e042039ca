/**
 * The chain changed while a block range was read (a reorg between two requests): the answers do
 * not fit together, so the step writes nothing and the next one reads again.
 */
export class ChainMovedError extends Error {
  override name = 'ChainMovedError'
}
