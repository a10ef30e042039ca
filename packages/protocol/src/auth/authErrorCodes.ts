/** `error.code` values of the auth and wallet APIs (`{error:{code,message}}`). */
export const AUTH_ERROR_CODES = [
  'INVALID_PARAMS',
  'ORIGIN_NOT_ALLOWED',
  'UNAUTHORIZED',
  'COOLDOWN',
  'INVALID_CODE',
  'EXPIRED',
  'LOCKED',
  'NO_PENDING_APPROVAL',
  'EMAIL_TAKEN',
  'MAIL_FAILED',
  'SAME_EMAIL',
  'NO_EMAIL',
  'WALLET_EXISTS',
  'NO_WALLET',
  'RECOVERY_USED',
  'SOCIAL_UNAVAILABLE',
  'SOCIAL_STATE_INVALID',
  'SOCIAL_PROVIDER_ERROR',
  'SOCIAL_PROVIDER_FAILED',
  'SOCIAL_TOKEN_INVALID',
] as const
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number]
