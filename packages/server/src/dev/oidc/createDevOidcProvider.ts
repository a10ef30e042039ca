import { randomBytes } from 'node:crypto'
import { DEV_OIDC_PATH, SOCIAL_PROVIDERS, type SocialProvider } from '@foyer/protocol'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import type { DevOidcStandIns } from '../../auth/social/resolveSocialProviders'
import { SOCIAL_PROVIDER_RECORDS } from '../../auth/social/socialProviderRecords'
import { escapeHtml } from '../../mail/escapeHtml'
import type { DevOidcAccounts } from './devOidcAccounts'

/** Where the dev provider is mounted on the API. */

/** The dev provider's client id for the provider it stands in for. */
export const devClientId = (provider: SocialProvider) => `foyer-dev-${provider}`

/** Which provider a dev client id stands in for. */
export function standsInFor(clientId: string): string {
  return clientId.startsWith('foyer-dev-') ? clientId.slice('foyer-dev-'.length) : clientId
}

/**
 * A real OpenID provider (`oidc-provider`) for dev mode: authorization code with PKCE, signed
 * id_tokens (a fresh RS256 key per process), userinfo, and one confidential client per social
 * provider, each allowed to return only to `redirectUri`, or for a provider that answers by form
 * POST (apple's `response_mode=form_post`, which oidc-provider supports) only to
 * `formPostRedirectUri`. Sign-in is the page of devOidcRoutes (any user name). Keeps everything
 * in memory.
 */
export async function createDevOidcProvider({
  issuer,
  redirectUri,
  formPostRedirectUri,
  accounts,
}: {
  issuer: string
  redirectUri: string
  formPostRedirectUri: string
  accounts: DevOidcAccounts
}): Promise<{ provider: Provider; standIns: DevOidcStandIns }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'dev-1' }
  const clients = Object.fromEntries(
    SOCIAL_PROVIDERS.map((id) => [
      id,
      { clientId: devClientId(id), clientSecret: randomBytes(32).toString('base64url') },
    ]),
  ) as DevOidcStandIns['clients']

  const configuration: Configuration = {
    clients: SOCIAL_PROVIDERS.map((id) => ({
      client_id: clients[id].clientId,
      client_secret: clients[id].clientSecret,
      client_name: id,
      redirect_uris: [
        SOCIAL_PROVIDER_RECORDS[id].responseMode === 'form_post'
          ? formPostRedirectUri
          : redirectUri,
      ],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: SOCIAL_PROVIDER_RECORDS[id].tokenAuth,
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // Apple puts the email in the id_token; so does the dev provider, for every client.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => false },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    interactions: { url: (_ctx, interaction) => `${DEV_OIDC_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.find(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          name: account.name,
          preferred_username: account.name,
          ...(account.email ? { email: account.email, email_verified: account.emailVerified } : {}),
        }),
      }
    },
    // No consent screen: the dev provider grants what its own clients ask.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx
      const grantId =
        oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client?.clientId ?? '')
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId)
        if (existing) return existing
      }
      const grant = new oidc.provider.Grant({
        clientId: oidc.client?.clientId ?? '',
        accountId: oidc.session?.accountId ?? '',
      })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    async renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = `<!doctype html><meta charset="utf-8"><title>Dev provider error</title><h1>Dev provider error</h1><pre>${escapeHtml(JSON.stringify(out, null, 2))}</pre>`
    },
  }
  const provider = new Provider(issuer, configuration)
  return { provider, standIns: { issuer, clients } }
}
