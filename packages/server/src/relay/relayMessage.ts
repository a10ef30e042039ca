/** A message published on a topic, as the mailbox keeps it and the bus carries it. */
export interface RelayMessage {
  /** The mailbox row id (decimal text of a bigint). */
  id: string
  topic: string
  message: string
  tag: number
  /** Client id (did:key) of the publisher: the message is never delivered back to it. */
  publisher: string
  /** Milliseconds since the epoch. */
  publishedAt: number
  expiresAt: number
}
