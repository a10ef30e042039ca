import { isSolanaAddress } from '@foyer/protocol'
import { ApiError } from '../../http/apiError'

/** A Solana account address path parameter: base58 of 32 bytes; else a 400 INVALID_PARAMS. */
export function parseSolanaAddress(value: string): string {
  if (!isSolanaAddress(value)) {
    throw new ApiError(
      400,
      'INVALID_PARAMS',
      `address must be a Solana address (base58 of 32 bytes) on a Solana chain, got ${JSON.stringify(value)}`,
    )
  }
  return value
}
