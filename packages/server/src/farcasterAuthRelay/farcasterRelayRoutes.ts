import { timingSafeEqual } from 'node:crypto'
import { FARCASTER_AUTH_RELAY_ROUTES } from '@foyer/protocol'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { parseBody } from '../auth/parseBody'
import { sha256Hex } from '../auth/secrets'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import { type FarcasterRelay, RelayRefusal } from './createFarcasterRelay'
import { FARCASTER_RELAY_KEY_HEADER } from './farcasterAuthRelayConstants'
import { authenticateRequestSchema, createChannelRequestSchema } from './relaySchemas'

const unauthorized = (message: string) => new ApiError(401, 'UNAUTHORIZED', message)

function channelTokenOf(request: FastifyRequest): string {
  const token = /^Bearer ([A-Za-z0-9_-]{16,256})$/.exec(request.headers.authorization ?? '')?.[1]
  if (!token) throw unauthorized('Expected Authorization: Bearer <channelToken>')
  return token
}

function sameSecret(given: string, expected: string): boolean {
  // Equal-length digests: the comparison takes the same time whatever was sent.
  return timingSafeEqual(
    Buffer.from(sha256Hex(given), 'hex'),
    Buffer.from(sha256Hex(expected), 'hex'),
  )
}

/**
 * Our Farcaster auth relay under FARCASTER_RELAY_PATH, the paths and shapes of the public relay
 * (`@farcaster/auth-client` works against `${publicApiUrl}/farcaster/relay`):
 * - `POST /v1/channel {siweUri, domain, nonce?, notBefore?, expirationTime?, requestId?, …}` →
 *   201 `{channelToken, url, connectUri, nonce}`.
 * - `GET /v1/channel/status` with `Authorization: Bearer <channelToken>` → 202 pending, 200
 *   completed (message, signature, fid, username, displayName, pfpUrl, custody…; then the channel
 *   is gone); 401 for an unknown or expired channel.
 * - `POST /v1/channel/authenticate {message, signature, fid, username?, …}` with the bearer token
 *   and `X-Farcaster-Auth-Relay-Key` (FARCASTER_RELAY_AUTH_KEY; none set: refused) → 201 status;
 *   400 for a message that is not this channel's Sign In With Farcaster message, 409 completed.
 */
export function farcasterRelayRoutes(
  app: FastifyInstance,
  { relay, authKey }: { relay: FarcasterRelay; authKey: string | undefined },
) {
  route(app, FARCASTER_AUTH_RELAY_ROUTES.channel, async (request, reply) => {
    const body = parseBody(createChannelRequestSchema, request.body)
    const channel = await relay.createChannel(body, {
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
    })
    return reply.status(201).send(channel)
  })

  route(app, FARCASTER_AUTH_RELAY_ROUTES.status, async (request, reply) => {
    const status = await relay.status(channelTokenOf(request))
    if (!status) throw unauthorized('No such channel, or it expired')
    return reply.status(status.state === 'completed' ? 200 : 202).send(status)
  })

  route(app, FARCASTER_AUTH_RELAY_ROUTES.authenticate, async (request, reply) => {
    const channelToken = channelTokenOf(request)
    const key = request.headers[FARCASTER_RELAY_KEY_HEADER]
    if (!authKey) {
      throw unauthorized(
        'This relay accepts no Farcaster app: its operator set no FARCASTER_RELAY_AUTH_KEY',
      )
    }
    if (typeof key !== 'string' || !sameSecret(key, authKey)) {
      throw unauthorized('Unknown X-Farcaster-Auth-Relay-Key')
    }
    const body = parseBody(authenticateRequestSchema, request.body)
    try {
      return reply.status(201).send(await relay.authenticate(channelToken, body))
    } catch (error) {
      if (!(error instanceof RelayRefusal)) throw error
      if (error.reason === 'unknown-channel') throw unauthorized(error.message)
      if (error.reason === 'completed') throw new ApiError(409, 'CHANNEL_COMPLETED', error.message)
      throw new ApiError(400, 'INVALID_MESSAGE', error.message)
    }
  })
}
