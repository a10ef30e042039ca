import {
  DEV_OIDC_PATH,
  DEV_ROUTES,
  SOCIAL_FORM_CALLBACK_PATH,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@foyer/protocol'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { DevOidcStandIns } from '../../auth/social/resolveSocialProviders'
import { route } from '../../http/route'
import { createDevOidcProvider, standsInFor } from './createDevOidcProvider'
import { DevOidcAccounts } from './devOidcAccounts'
import { devProfile } from './devProfile'
import { devSignInPage } from './devSignInPage'

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}$/

/**
 * The sign-in page's CSP. Chromium holds a form to `form-action` along its whole redirect chain,
 * and the page's form ends at the frame's callback page: that origin is allowed too.
 */
function sendHtml(reply: FastifyReply, status: number, html: string, callbackOrigin: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${callbackOrigin}; frame-ancestors 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(html)
}

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The bundled dev OpenID provider at `/dev/oidc` (dev mode only): `oidc-provider`'s endpoints
 * (discovery at `/dev/oidc/.well-known/openid-configuration`, `/auth`, `/token`, `/jwks`, `/me`),
 * a sign-in page that takes any user name, and `/dev/oidc/profile/<provider>` answering as the
 * OAuth-only providers' profile APIs do. Returns what the social routes need to use it.
 */
export async function devOidcRoutes(
  app: FastifyInstance,
  { publicApiUrl, redirectUri }: { publicApiUrl: string; redirectUri: string },
): Promise<DevOidcStandIns> {
  const accounts = new DevOidcAccounts()
  const { provider, standIns } = await createDevOidcProvider({
    issuer: `${publicApiUrl}${DEV_OIDC_PATH}`,
    redirectUri,
    formPostRedirectUri: `${publicApiUrl}${SOCIAL_FORM_CALLBACK_PATH}`,
    accounts,
  })
  const handle = provider.callback()
  const callbackOrigin = new URL(redirectUri).origin

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    route(scope, DEV_ROUTES.oidcInteractionPage, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw)
      return sendHtml(
        reply,
        200,
        devSignInPage({
          action: `${DEV_OIDC_PATH}/interaction/${details.uid}`,
          standsInFor: standsInFor(String(details.params.client_id)),
        }),
        callbackOrigin,
      )
    })
    route(scope, DEV_ROUTES.oidcInteraction, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw)
      const name = field(request.body, 'name')
      const email = field(request.body, 'email').toLowerCase()
      if (field(request.body, 'action') === 'cancel') {
        reply.hijack()
        return provider.interactionFinished(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'The visitor cancelled the sign-in' },
          { mergeWithLastSubmission: false },
        )
      }
      const problem =
        name === '' || name.length > 64
          ? 'Enter a user name of 1 to 64 characters.'
          : email !== '' && !EMAIL.test(email)
            ? 'Enter a valid email address, or none.'
            : undefined
      if (problem) {
        return sendHtml(
          reply,
          400,
          devSignInPage({
            action: `${DEV_OIDC_PATH}/interaction/${details.uid}`,
            standsInFor: standsInFor(String(details.params.client_id)),
            problem,
          }),
          callbackOrigin,
        )
      }
      const account = accounts.signIn(
        name,
        email || null,
        field(request.body, 'email_verified') === 'true',
      )
      reply.hijack()
      return provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      )
    })

    async function profile(
      request: FastifyRequest,
      reply: FastifyReply,
      part: 'profile' | 'emails',
    ) {
      const id = (request.params as { provider: string }).provider as SocialProvider
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
      const access = token ? await provider.AccessToken.find(token) : undefined
      const account = access?.accountId ? accounts.find(access.accountId) : undefined
      const body =
        account && SOCIAL_PROVIDERS.includes(id) ? devProfile(id, account, part) : undefined
      if (!access || !account) {
        return reply
          .status(401)
          .send({ error: 'invalid_token', error_description: 'no such access token' })
      }
      if (body === undefined) return reply.status(404).send({ error: 'not_found' })
      return body
    }
    route(scope, DEV_ROUTES.oidcProfile, (request, reply) => profile(request, reply, 'profile'))
    route(scope, DEV_ROUTES.oidcProfileEmails, (request, reply) =>
      profile(request, reply, 'emails'),
    )
  })

  // Everything else is oidc-provider's, given the raw request with the mount path taken off.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined))
    route(scope, DEV_ROUTES.oidcProvider, (request, reply) => {
      reply.hijack()
      const raw = request.raw as typeof request.raw & { originalUrl?: string }
      raw.originalUrl = raw.url
      raw.url = (raw.url ?? '').slice(DEV_OIDC_PATH.length) || '/'
      handle(raw, reply.raw)
    })
  })
  return standIns
}
