import {
  type ApiErrorCode,
  FARCASTER_AUTH_ROUTES,
  FARCASTER_CONNECT_FAILED,
  FARCASTER_LOGIN_TTL_SECONDS,
  FARCASTER_PROVIDER,
  type FarcasterConnectResponse,
  type FarcasterStartResponse,
  farcasterConnectRequestSchema,
  farcasterStartRequestSchema,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { secureNonce } from '../../crypto/secureNonce'
import type { RemoteChannelStatus } from '../../farcasterAuthRelay/relaySchemas'
import { ApiError } from '../../http/apiError'
import { requestProject } from '../../http/requestProject'
import { route } from '../../http/route'
import type { Database } from '../../store/database'
import type { AuthHasher } from '../authHasher'
import { frameOriginHook } from '../frameOriginHook'
import { parseBody } from '../parseBody'
import { claimReaders as read } from '../social/claimReaders'
import { signInSocialUser } from '../social/signInSocialUser'
import { findFarcasterLogin, saveFarcasterLogin, useFarcasterLogin } from './farcasterLogins'
import { type FarcasterRelayClient, RelayUnavailable } from './farcasterRelayClient'
import { type FidCustody, FidCustodyUnavailable } from './fidCustody'
import { SignInMessageError, verifySignInMessage } from './verifySignInMessage'

export interface FarcasterRoutesDeps {
  db: Database
  now: () => Date
  /** The only origin these routes serve; the visitor signs in to it (the message's URI). */
  frameOrigin: string
  relay: FarcasterRelayClient
  /** Who holds a fid; none: Farcaster sign-in is off (no registry configured). */
  custody: FidCustody | undefined
  /** How long connect holds a request (FARCASTER_CONNECT_WAIT_SECONDS), and how often it asks. */
  waitMs: number
  pollMs: number
  /** Keys the frame's device id (AUTH_HASH_KEY) before anything stores it. */
  hasher: () => Promise<AuthHasher>
}

const failed = (status: number, code: ApiErrorCode, reason: string) =>
  new ApiError(status, code, `${FARCASTER_CONNECT_FAILED}: ${reason}`)

const relayFailed = (error: unknown) => {
  if (error instanceof RelayUnavailable) return failed(502, 'FARCASTER_RELAY_FAILED', error.message)
  return error
}

/**
 * Farcaster sign-in for the frame (frame origin only, project routes), through the Farcaster auth
 * relay (FARCASTER_RELAY_URL; by default our own):
 * - `POST /auth/v1/farcaster/start {deviceId}` → `{url, channelToken}`: a relay channel with our
 *   nonce, domain (the frame's host) and URI (the frame's origin); backs GET_FARCASTER_URI.
 *   400 FARCASTER_UNAVAILABLE (no ID registry configured), 502 FARCASTER_RELAY_FAILED.
 * - `POST /auth/v1/farcaster/connect {channelToken, deviceId}` → holds the request up to
 *   `waitMs`: `{state:'pending'}`, or once the visitor signed, the Sign In With Farcaster message
 *   verified (signature, nonce, domain, URI, expiry, custody of the fid) and a session grant as a
 *   social sign-in's (provider `farcaster`, subject the fid, the Farcaster user name). 400
 *   FARCASTER_CHANNEL_INVALID (not this device's, used, expired), 410 FARCASTER_CHANNEL_EXPIRED
 *   (the relay forgot it), 401 FARCASTER_SIGNATURE_INVALID, 502 FARCASTER_RELAY_FAILED /
 *   FARCASTER_REGISTRY_FAILED. Every message starts with 'Failed to connect to farcaster'.
 */
export async function farcasterRoutes(app: FastifyInstance, deps: FarcasterRoutesDeps) {
  const domain = new URL(deps.frameOrigin).host
  const siweUri = deps.frameOrigin

  await app.register(async (scope) => {
    frameOriginHook(scope, deps.frameOrigin)

    route(scope, FARCASTER_AUTH_ROUTES.start, async (request): Promise<FarcasterStartResponse> => {
      const { deviceId } = parseBody(farcasterStartRequestSchema, request.body)
      if (!deps.custody) {
        throw failed(
          400,
          'FARCASTER_UNAVAILABLE',
          'Farcaster sign-in is not configured on this server (FARCASTER_ID_REGISTRY_RPC_URL)',
        )
      }
      const now = deps.now()
      const nonce = secureNonce()
      const expirationTime = new Date(now.getTime() + FARCASTER_LOGIN_TTL_SECONDS * 1000)
      const channel = await deps.relay
        .createChannel({ siweUri, domain, nonce, expirationTime: expirationTime.toISOString() })
        .catch((error: unknown) => {
          throw relayFailed(error)
        })
      if (channel.nonce !== nonce) {
        throw failed(502, 'FARCASTER_RELAY_FAILED', `${deps.relay.name} did not keep our nonce`)
      }
      await saveFarcasterLogin(deps.db, {
        channelToken: channel.channelToken,
        login: {
          projectId: requestProject(request).id,
          deviceKey: (await deps.hasher()).device(deviceId),
          nonce,
          domain,
          siweUri,
        },
        now,
      })
      return { url: channel.url, channelToken: channel.channelToken }
    })

    route(
      scope,
      FARCASTER_AUTH_ROUTES.connect,
      async (request, reply): Promise<FarcasterConnectResponse> => {
        // The frame went away (its sign-in was cancelled): stop asking the relay. The response's
        // 'close' says so; `request.raw.destroyed` does not (it is true once the body was read).
        let gone = false
        reply.raw.once('close', () => {
          gone = true
        })
        const { channelToken, deviceId } = parseBody(farcasterConnectRequestSchema, request.body)
        const deviceKey = (await deps.hasher()).device(deviceId)
        const lookup = { channelToken, projectId: requestProject(request).id, deviceKey }
        const login = await findFarcasterLogin(deps.db, { ...lookup, now: deps.now() })
        if (!login) {
          throw failed(
            400,
            'FARCASTER_CHANNEL_INVALID',
            'this sign-in was not started on this device, was already finished or has expired; start it again',
          )
        }
        const deadline = Date.now() + deps.waitMs
        let status: RemoteChannelStatus | undefined
        for (;;) {
          status = await deps.relay.status(channelToken).catch((error: unknown) => {
            throw relayFailed(error)
          })
          if (!status) {
            await useFarcasterLogin(deps.db, { ...lookup, now: deps.now() })
            throw failed(
              410,
              'FARCASTER_CHANNEL_EXPIRED',
              'the sign-in expired at the relay; start it again',
            )
          }
          if (status.state === 'completed') break
          if (Date.now() >= deadline || gone) return { state: 'pending' }
          await new Promise((resolve) => setTimeout(resolve, deps.pollMs))
        }
        const now = deps.now()
        if (!(await useFarcasterLogin(deps.db, { ...lookup, now }))) {
          throw failed(400, 'FARCASTER_CHANNEL_INVALID', 'this sign-in was already finished')
        }
        if (!status.message || !status.signature || status.fid === undefined) {
          throw failed(
            502,
            'FARCASTER_RELAY_FAILED',
            `${deps.relay.name} completed the sign-in without a signed message`,
          )
        }
        let fid: number
        try {
          ;({ fid } = await verifySignInMessage(status.message, status.signature as `0x${string}`, {
            nonce: login.nonce,
            domain: login.domain,
            uri: login.siweUri,
            fid: status.fid,
            now,
            custody: deps.custody,
          }))
        } catch (error) {
          if (error instanceof SignInMessageError) {
            throw failed(401, 'FARCASTER_SIGNATURE_INVALID', error.message)
          }
          if (error instanceof FidCustodyUnavailable) {
            throw failed(502, 'FARCASTER_REGISTRY_FAILED', error.message)
          }
          throw error
        }
        const grant = await signInSocialUser(deps.db, {
          provider: FARCASTER_PROVIDER,
          identity: {
            subject: String(fid),
            email: null,
            emailVerified: false,
            username: read.username(status.username),
          },
          deviceKey,
          origin: deps.frameOrigin,
          now,
        })
        return { state: 'completed', ...grant, fid }
      },
    )
  })
}
