import {
  SOCIAL_AUTH_ROUTES,
  SOCIAL_CALLBACK_PATH,
  SOCIAL_CONNECT_FAILED,
  SOCIAL_FORM_CALLBACK_MAX_BYTES,
  SOCIAL_FORM_CALLBACK_PATH,
  SOCIAL_INITIATE_FAILED,
  type SocialSessionGrant,
  type SocialStartResponse,
  socialCallbackRequestSchema,
  socialFormCallbackSchema,
  socialStartRequestSchema,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose'
import { ApiError } from '../../http/apiError'
import { requestProject } from '../../http/requestProject'
import { route } from '../../http/route'
import type { Database } from '../../store/database'
import type { AuthHasher } from '../authHasher'
import { frameOriginHook } from '../frameOriginHook'
import { parseBody } from '../parseBody'
import { consumeNonce } from './consumeNonce'
import { exchangeCode, fetchProviderJson } from './providerRequests'
import type { ResolvedSocialProvider } from './resolveSocialProviders'
import { signInSocialUser } from './signInSocialUser'
import { isOpenSocialLogin, takeSocialLogin } from './socialLogins'
import type { ProviderAnswers } from './socialProviderRecord'
import type { SocialProvidersFor } from './socialProvidersFor'
import { startSocialLogin } from './startSocialLogin'
import { idTokenInvalid, validateIdToken } from './validateIdToken'

export interface SocialRoutesDeps {
  db: Database
  now: () => Date
  /** The only origin these routes serve; the provider returns the visitor to a page on it. */
  frameOrigin: string
  /** This API as a browser reaches it: form_post providers return the visitor here first. */
  publicApiUrl: string
  /** The providers a project can use (its own clients, the instance's, the dev stand-ins). */
  providersFor: SocialProvidersFor
  /** Keys the frame's device id (AUTH_HASH_KEY) before anything stores it. */
  hasher: () => Promise<AuthHasher>
}

const unavailable = (provider: string) =>
  new ApiError(
    400,
    'SOCIAL_UNAVAILABLE',
    `${SOCIAL_INITIATE_FAILED}: ${provider} sign-in is not configured on this server`,
  )

const stateInvalid = () =>
  new ApiError(
    400,
    'SOCIAL_STATE_INVALID',
    `${SOCIAL_CONNECT_FAILED}: this sign-in was not started on this device, was already finished or has expired; start it again`,
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
 *
 * And, public (the provider's page posts it, with no project): `POST /auth/v1/social/form-callback`
 * (a form of `state` and `code` or `error`, up to SOCIAL_FORM_CALLBACK_MAX_BYTES) for providers
 * that answer by form POST (apple): 303 to the frame's callback page with them in the query, for
 * the state of a started sign-in that returns there only; else 400 SOCIAL_STATE_INVALID.
 */
export async function socialRoutes(app: FastifyInstance, deps: SocialRoutesDeps) {
  const redirectUri = `${deps.frameOrigin}${SOCIAL_CALLBACK_PATH}`
  const formRedirectUri = `${deps.publicApiUrl}${SOCIAL_FORM_CALLBACK_PATH}`
  const redirectUriOf = (provider: ResolvedSocialProvider) =>
    provider.record.responseMode === 'form_post' ? formRedirectUri : redirectUri
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

    route(scope, SOCIAL_AUTH_ROUTES.start, async (request): Promise<SocialStartResponse> => {
      const { provider, deviceId } = parseBody(socialStartRequestSchema, request.body)
      const projectId = requestProject(request).id
      const resolved = (await deps.providersFor(projectId, request.log))[provider]
      if (!resolved) throw unavailable(provider)
      const uri = await startSocialLogin(deps.db, {
        provider: resolved,
        projectId,
        deviceKey: (await deps.hasher()).device(deviceId),
        redirectUri: redirectUriOf(resolved),
        now: deps.now(),
      })
      return { uri }
    })

    route(scope, SOCIAL_AUTH_ROUTES.callback, async (request): Promise<SocialSessionGrant> => {
      const body = parseBody(socialCallbackRequestSchema, request.body)
      const projectId = requestProject(request).id
      const login = await takeSocialLogin(deps.db, {
        state: body.state,
        projectId,
        deviceKey: (await deps.hasher()).device(body.deviceId),
        now: deps.now(),
      })
      if (!login) throw stateInvalid()
      if ('error' in body) {
        const detail = body.errorDescription ? ` (${body.errorDescription})` : ''
        throw new ApiError(
          400,
          'SOCIAL_PROVIDER_ERROR',
          `${SOCIAL_CONNECT_FAILED}: ${login.provider} answered ${body.error}${detail}`,
        )
      }
      const provider = (await deps.providersFor(projectId, request.log))[login.provider]
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
        deviceKey: login.deviceKey,
        origin: deps.frameOrigin,
        now: deps.now(),
      })
    })
  })

  // Public: the provider's page posts here from its own origin, with no project.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: SOCIAL_FORM_CALLBACK_MAX_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    route(scope, SOCIAL_AUTH_ROUTES.formCallback, async (request, reply) => {
      const form = parseBody(socialFormCallbackSchema, request.body)
      const open = await isOpenSocialLogin(deps.db, {
        state: form.state,
        redirectUri: formRedirectUri,
        now: deps.now(),
      })
      if (!open) throw stateInvalid()
      const next = new URL(redirectUri)
      next.searchParams.set('state', form.state)
      if ('code' in form) {
        next.searchParams.set('code', form.code)
      } else {
        next.searchParams.set('error', form.error)
        if (form.error_description) {
          next.searchParams.set('error_description', form.error_description)
        }
      }
      return reply
        .status(303)
        .header('location', next.href)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send()
    })
  })
}

interface LoginSecrets {
  nonce: string
  codeVerifier: string | null
  redirectUri: string
}
