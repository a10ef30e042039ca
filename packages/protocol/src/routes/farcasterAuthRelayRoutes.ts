import { defineRoute } from './defineRoute'

/** Where our Farcaster auth relay is mounted; its API is under `${FARCASTER_RELAY_PATH}/v1`. */
export const FARCASTER_RELAY_PATH = '/farcaster/relay'

/**
 * Our Farcaster auth relay, the paths of the public one (`@farcaster/auth-client` and Farcaster
 * apps call it, without a project): rate limited per client.
 */
export const FARCASTER_AUTH_RELAY_ROUTES = {
  channel: defineRoute({
    method: 'POST',
    path: `${FARCASTER_RELAY_PATH}/v1/channel`,
    access: 'publicLimited',
  }),
  status: defineRoute({
    method: 'GET',
    path: `${FARCASTER_RELAY_PATH}/v1/channel/status`,
    access: 'publicLimited',
  }),
  authenticate: defineRoute({
    method: 'POST',
    path: `${FARCASTER_RELAY_PATH}/v1/channel/authenticate`,
    access: 'publicLimited',
  }),
} as const
