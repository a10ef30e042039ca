export { API_ERROR_MESSAGES } from './apiErrorMessages'
export {
  type ApiErrorCode,
  EN_ERROR_MESSAGES,
  ERROR_CODES,
  type ErrorCode,
  type ErrorMessages,
  type FrameErrorCode,
  formatErrorMessage,
  isErrorCode,
  type KitErrorCode,
} from './errorCodes'
export { errorCodeOf, FoyerError, type FoyerErrorOptions, isFoyerError } from './foyerError'
export { FRAME_ERROR_MESSAGES } from './frameErrorMessages'
export { KIT_ERROR_MESSAGES } from './kitErrorMessages'
