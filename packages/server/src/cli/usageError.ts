/** The command line is wrong: the message says what and how to write it. */
export class UsageError extends Error {
  override name = 'UsageError'
}
