import type { SiwxErrorCode } from '@foyer/protocol'
import { ApiError } from '../http/apiError'

/** A failure of the SIWX routes: its code is one of the protocol's SIWX_ERROR_CODES. */
export function siwxError(statusCode: number, code: SiwxErrorCode, message: string): ApiError {
  return new ApiError(statusCode, code, message)
}
