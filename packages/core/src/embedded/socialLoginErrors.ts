import {
  FARCASTER_CONNECT_FAILED,
  SOCIAL_CONNECT_FAILED,
  SOCIAL_INITIATE_FAILED,
} from '@foyer/protocol'

/** The spec's messages of social and Farcaster sign-in (§8). */
export const SOCIAL_LOGIN_ERRORS = {
  popupClosed: 'Popup closed',
  initiateFailed: SOCIAL_INITIATE_FAILED,
  connectFailed: SOCIAL_CONNECT_FAILED,
  farcasterFailed: FARCASTER_CONNECT_FAILED,
} as const

/** Which way a social or Farcaster sign-in failed: a UI words each from its locale table. */
export type SocialLoginErrorKind = keyof typeof SOCIAL_LOGIN_ERRORS
