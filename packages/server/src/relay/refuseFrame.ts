import { maxFrameBytes, type RelayLimits } from './relayLimits'
import { RelayRpcError, RPC_ERROR_CODES } from './rpcErrors'

/** Why a frame is not read at all: binary, or longer than the frame limit; else undefined. */
export function refuseFrame(
  text: string,
  isBinary: boolean,
  limits: Pick<RelayLimits, 'maxMessageBytes'>,
): RelayRpcError | undefined {
  if (isBinary) {
    return new RelayRpcError(
      RPC_ERROR_CODES.invalidRequest,
      'Binary frames are not supported: send JSON text',
    )
  }
  const limit = maxFrameBytes(limits)
  // A UTF-16 code unit is at most 3 bytes of UTF-8: most frames need no count.
  if (text.length * 3 <= limit) return undefined
  const bytes = Buffer.byteLength(text)
  if (bytes <= limit) return undefined
  return new RelayRpcError(
    RPC_ERROR_CODES.messageTooLarge,
    `The request is ${bytes} bytes; the limit is ${limit} (4 × RELAY_MAX_MESSAGE_BYTES + 64 KiB)`,
  )
}
