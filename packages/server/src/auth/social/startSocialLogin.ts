import { createHash } from 'node:crypto'
import type { SocialProvider } from '@foyer/protocol'
import type { Queryable } from '../../store/database'
import type { DeviceKey } from '../authHasher'
import { newToken } from '../secrets'
import type { ResolvedSocialProvider } from './resolveSocialProviders'
import { saveSocialLogin } from './socialLogins'

/**
 * Starts a sign-in with `provider`: a fresh state, nonce and PKCE verifier (256 random bits each),
 * kept server-side for the callback; returns the provider's authorization URL.
 */
export async function startSocialLogin(
  db: Queryable,
  {
    provider,
    projectId,
    deviceKey,
    redirectUri,
    now,
  }: {
    provider: ResolvedSocialProvider
    projectId: string
    deviceKey: DeviceKey
    redirectUri: string
    now: Date
  },
): Promise<string> {
  const state = newToken()
  const nonce = newToken()
  const codeVerifier = provider.record.pkce ? newToken() : null
  await saveSocialLogin(db, {
    state,
    login: {
      provider: provider.record.id satisfies SocialProvider,
      projectId,
      deviceKey,
      nonce,
      codeVerifier,
      redirectUri,
    },
    now,
  })
  const url = new URL(provider.endpoints.authorizationUrl)
  const params = {
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: redirectUri,
    scope: provider.endpoints.scopes.join(' '),
    state,
    ...(provider.record.kind === 'oidc' || provider.standIn ? { nonce } : {}),
    ...(provider.record.responseMode ? { response_mode: provider.record.responseMode } : {}),
    ...(codeVerifier
      ? {
          code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
          code_challenge_method: 'S256',
        }
      : {}),
    ...provider.authorizationParams,
  }
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}
