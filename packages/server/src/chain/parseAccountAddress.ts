import { type Address, getAddress, isAddress } from 'viem'
import { ApiError } from '../http/apiError'

/**
 * An account address path parameter, checksummed: `0x` + 40 hex digits, all one case or with a
 * valid EIP-55 checksum. Anything else is a 400 INVALID_PARAMS.
 */
export function parseAccountAddress(value: string): Address {
  if (!isAddress(value)) {
    throw new ApiError(
      400,
      'INVALID_PARAMS',
      `address must be a 0x-prefixed 20-byte hex address (mixed case only with a valid checksum), got ${JSON.stringify(value)}`,
    )
  }
  return getAddress(value)
}
