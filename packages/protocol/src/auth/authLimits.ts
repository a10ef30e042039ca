/** Seconds before another code (or approval link) may be mailed to the same address (docs/product.md#email-sign-in). */
export const EMAIL_LOGIN_COOLDOWN_SECONDS = 30
/** Login and email-update codes, and device-approval links, expire this many seconds after sending. */
export const OTP_TTL_SECONDS = 20 * 60
/** Wrong tries after which a code is locked (a new code is needed). */
export const OTP_MAX_ATTEMPTS = 5
/** Digits of a mailed code. */
export const OTP_LENGTH = 6
/** Lifetime of a session token. */
export const SESSION_TTL_SECONDS = 60 * 60
/** How long `POST /auth/v1/device/wait` holds the request before answering `{approved:false}`. */
export const DEVICE_WAIT_SECONDS = 25
