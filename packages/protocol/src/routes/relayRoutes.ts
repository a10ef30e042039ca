import { defineRoute } from './defineRoute'

/** Where the API server accepts relay websockets: `ws(s)://<api host>/relay`. */
export const RELAY_PATH = '/relay'

/**
 * The WalletConnect-compatible relay: a websocket. Public for the SDK-params hook: it checks its
 * own projectId and JWT (the WalletConnect SDKs send projectId, auth and ua, not st/sv).
 */
export const RELAY_ROUTES = {
  relay: defineRoute({ method: 'GET', path: RELAY_PATH, access: 'public' }),
} as const
