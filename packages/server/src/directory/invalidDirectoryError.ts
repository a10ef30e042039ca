/** A wallet directory that cannot be imported; the message lists what is wrong, entry by entry. */
export class InvalidDirectoryError extends Error {
  override name = 'InvalidDirectoryError'
}
