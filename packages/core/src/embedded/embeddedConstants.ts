/** The wagmi connector id (and type) of the embedded wallet; it is never listed with wallets. */
export const EMBEDDED_CONNECTOR_ID = 'foyerEmbedded'
/** How long a sign-out waits for the frame before the page disconnects anyway. */
export const DISCONNECT_WAIT_MS = 3_000
/** Leaving Farcaster while disconnected re-syncs the dapp data this long after RELOAD. */
export const FARCASTER_RESYNC_DELAY_MS = 100
/** The social sign-in popup (docs/product.md, Social sign-in). */
export const SOCIAL_POPUP_WIDTH = 600
export const SOCIAL_POPUP_HEIGHT = 800
export const SOCIAL_POPUP_CLOSED_CHECK_MS = 1_000
/** How many characters of an email the account views show before truncating. */
export const EMAIL_DISPLAY_MAX_CHARS = 30
