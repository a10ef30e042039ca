import { RelayRpcError, RPC_ERROR_CODES } from './rpcErrors'

const INT32_MIN = -(2 ** 31)
const INT32_MAX = 2 ** 31 - 1

/**
 * Checks one message before it goes anywhere: what the mailbox (Postgres `text`, `integer`)
 * could not keep is refused here, alone, so that it never fails a write shared with other
 * clients' messages. Invalid UTF-8 never gets this far: `ws` closes a socket that sends it (1007).
 */
export function validateMessage(
  message: { topic: string; message: string; tag: number },
  maxMessageBytes: number,
): void {
  const bytes = Buffer.byteLength(message.message)
  if (bytes > maxMessageBytes) {
    throw new RelayRpcError(
      RPC_ERROR_CODES.messageTooLarge,
      `The message is ${bytes} bytes; the limit is ${maxMessageBytes} (RELAY_MAX_MESSAGE_BYTES)`,
    )
  }
  if (message.message.includes('\u0000')) {
    throw invalid('the message holds a NUL character (\\u0000), which the relay cannot keep')
  }
  if (!isWellFormed(message.message)) {
    throw invalid('the message holds a lone UTF-16 surrogate: it is not valid Unicode text')
  }
  if (!/^[0-9a-fA-F]{64}$/.test(message.topic)) {
    throw invalid('expected a topic: 64 hex characters')
  }
  if (!Number.isInteger(message.tag) || message.tag < INT32_MIN || message.tag > INT32_MAX) {
    throw invalid(`the tag must be a whole number from ${INT32_MIN} to ${INT32_MAX}`)
  }
}

function invalid(why: string): RelayRpcError {
  return new RelayRpcError(RPC_ERROR_CODES.invalidMessage, `Invalid message: ${why}`)
}

/** String.prototype.isWellFormed (Node 20; not in the ES2023 lib types): no lone surrogate. */
function isWellFormed(text: string): boolean {
  return (text as unknown as { isWellFormed(): boolean }).isWellFormed()
}
