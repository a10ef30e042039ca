/** Where our Farcaster auth relay is mounted; its API is under `${FARCASTER_RELAY_PATH}/v1`. */
export { FARCASTER_RELAY_PATH } from '@foyer/protocol'

/**
 * How long a relay channel lives (seconds). The public relay keeps one for an hour; a sign-in is
 * over much sooner, and the frame's own sign-in ends at FARCASTER_LOGIN_TTL_SECONDS anyway.
 */
export const FARCASTER_CHANNEL_TTL_SECONDS = 10 * 60

/** The header a Farcaster app proves itself with when it completes a channel. */
export const FARCASTER_RELAY_KEY_HEADER = 'x-farcaster-auth-relay-key'

/** Where the public relay sends the visitor: the Farcaster app's sign-in link. */
export const FARCASTER_APP_SIGN_IN_URL = 'https://warpcast.com/~/siwf'
