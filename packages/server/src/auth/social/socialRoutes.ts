import {
  SOCIAL_CALLBACK_PATH,
  SOCIAL_CONNECT_FAILED,
  SOCIAL_INITIATE_FAILED,
  type SocialSessionGrant,
  type SocialStartResponse,
  socialCallbackRequestSchema,
  socialStartRequestSchema,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose'
import { ApiError } from '../../app/apiError'
import { requestProject } from '../../http/requestProject'
import type { Database } from '../../store/database'
import { frameOriginHook } from '../frameOriginHook'
import { parseBody } from '../parseBody'
import { consumeNonce } from './consumeNonce'
import { exchangeCode, fetchProviderJson } from './providerRequests'
import type { ResolvedSocialProvider, SocialProviders } from './resolveSocialProviders'
import { signInSocialUser } from './signInSocialUser'
import { takeSocialLogin } from './socialLogins'
import type { ProviderAnswers } from './socialProviderRecord'
import { startSocialLogin } from './startSocialLogin'
import { idTokenInvalid, validateIdToken } from './validateIdToken'

export interface SocialRoutesDeps {
  db: Database
  now: () => Date
  /** The only origin these routes serve; the provider returns the visitor to a page on it. */
  frameOrigin: string
  providers: SocialProviders
}

const unavailable = (provider: string) =>
  new ApiError(
    400,
    'SOCIAL_UNAVAILABLE',
    `${SOCIAL_INITIATE_FAILED}: ${provider} sign-in is not configured on this server`,
  )

/**
 * Social sign-in for the frame (frame origin only, project routes):
 * - `POST /auth/v1/social/start {provider, deviceId}` → `{uri}`: the provider's authorization URL
 *   (state, nonce, PKCE); backs GET_SOCIAL_REDIRECT_URI. 400 SOCIAL_UNAVAILABLE.
 * - `POST /auth/v1/social/callback {state, deviceId, code | error}` → a session grant, as email
 *   sign-in gives: the code is exchanged, the id_token (OpenID providers) and profile checked, the
 *   user found or created by provider + subject. 400 SOCIAL_STATE_INVALID (unknown, used,
 *   expired, or another device's state), 400 SOCIAL_PROVIDER_ERROR (the provider's `error`),
 *   401 SOCIAL_TOKEN_INVALID, 401/502 SOCIAL_PROVIDER_FAILED.
 */
export async function socialRoutes(app: FastifyInstance, deps: SocialRoutesDeps) {
  const redirectUri = `${deps.frameOrigin}${SOCIAL_CALLBACK_PATH}`
  const keySets = new Map<string, JWTVerifyGetKey>()
  const keysOf = (url: string) => {
    let keys = keySets.get(url)
    if (!keys) {
      keys = createRemoteJWKSet(new URL(url))
      keySets.set(url, keys)
    }
    return keys
  }

  async function answersOf(provider: ResolvedSocialProvider, code: string, login: LoginSecrets) {
    const { record, endpoints } = provider
    const tokens = await exchangeCode(provider, { code, ...login })
    const answers: ProviderAnswers = {}
    if (record.kind === 'oidc') {
      if (!tokens.idToken || !endpoints.issuer || !endpoints.jwksUrl) {
        throw idTokenInvalid('is missing')
      }
      answers.idToken = await validateIdToken(tokens.idToken, {
        issuer: endpoints.issuer,
        clientId: provider.clientId,
        keys: keysOf(endpoints.jwksUrl),
        nonce: login.nonce,
        now: deps.now(),
        consumeNonce: (nonce, expiresAt) =>
          consumeNonce(deps.db, { nonce, expiresAt, now: deps.now() }),
      })
    }
    if (endpoints.userinfoUrl) {
      answers.userinfo = await fetchProviderJson(
        provider,
        endpoints.userinfoUrl,
        tokens.accessToken,
      )
      const sub = (answers.userinfo as { sub?: unknown } | null)?.sub
      if (answers.idToken && sub !== answers.idToken.sub) {
        throw idTokenInvalid('names another user than the userinfo endpoint')
      }
    }
    if (endpoints.emailsUrl) {
      answers.emails = await fetchProviderJson(provider, endpoints.emailsUrl, tokens.accessToken)
    }
    return answers
  }

  await app.register(async (scope) => {
    frameOriginHook(scope, deps.frameOrigin)

    scope.post('/auth/v1/social/start', async (request): Promise<SocialStartResponse> => {
      const { provider, deviceId } = parseBody(socialStartRequestSchema, request.body)
      const resolved = deps.providers[provider]
      if (!resolved) throw unavailable(provider)
      const uri = await startSocialLogin(deps.db, {
        provider: resolved,
        projectId: requestProject(request).id,
        deviceId,
        redirectUri,
        now: deps.now(),
      })
      return { uri }
    })

    scope.post('/auth/v1/social/callback', async (request): Promise<SocialSessionGrant> => {
      const body = parseBody(socialCallbackRequestSchema, request.body)
      const login = await takeSocialLogin(deps.db, {
        state: body.state,
        projectId: requestProject(request).id,
        deviceId: body.deviceId,
        now: deps.now(),
      })
      if (!login) {
        throw new ApiError(
          400,
          'SOCIAL_STATE_INVALID',
          `${SOCIAL_CONNECT_FAILED}: this sign-in was not started on this device, was already finished or has expired; start it again`,
        )
      }
      if ('error' in body) {
        const detail = body.errorDescription ? ` (${body.errorDescription})` : ''
        throw new ApiError(
          400,
          'SOCIAL_PROVIDER_ERROR',
          `${SOCIAL_CONNECT_FAILED}: ${login.provider} answered ${body.error}${detail}`,
        )
      }
      const provider = deps.providers[login.provider]
      if (!provider) throw unavailable(login.provider)
      const answers = await answersOf(provider, body.code, login)
      let identity: ReturnType<typeof provider.record.mapIdentity>
      try {
        identity = provider.record.mapIdentity(answers)
      } catch (error) {
        throw new ApiError(
          502,
          'SOCIAL_PROVIDER_FAILED',
          `${SOCIAL_CONNECT_FAILED}: ${(error as Error).message}`,
        )
      }
      return signInSocialUser(deps.db, {
        provider: login.provider,
        identity,
        deviceId: login.deviceId,
        origin: deps.frameOrigin,
        now: deps.now(),
      })
    })
  })
}

interface LoginSecrets {
  nonce: string
  codeVerifier: string | null
  redirectUri: string
}
