/** A sign-in message that cannot be written or read (`message` says which field, and why). */
export class SiwxMessageError extends Error {
  override name = 'SiwxMessageError'
}
