import { SOCIAL_PROVIDERS, type SocialProvider } from '@foyer/protocol'
import type { SocialCredentials, SocialCredentialsMap } from './readSocialCredentials'
import type { ProviderEndpoints, SocialProviderRecord } from './socialProviderRecord'
import { SOCIAL_PROVIDER_RECORDS } from './socialProviderRecords'

/** The dev OpenID provider (`/dev/oidc`) and its client for each provider it stands in for. */
export interface DevOidcStandIns {
  issuer: string
  clients: Readonly<Record<SocialProvider, SocialCredentials>>
}

/** A provider ready to use: its record, the endpoints to call, and the client to call them as. */
export interface ResolvedSocialProvider extends SocialCredentials {
  record: SocialProviderRecord
  endpoints: ProviderEndpoints
  /** Authorization parameters beyond the standard ones. */
  authorizationParams: Readonly<Record<string, string>>
  /** Whether the dev provider stands in for the real one. */
  standIn: boolean
}

export type SocialProviders = Partial<Record<SocialProvider, ResolvedSocialProvider>>

/**
 * The dev provider's endpoints for `record`: its own OpenID endpoints, and for OAuth-only providers
 * a profile endpoint that answers in that provider's shape, so that its claim mapping runs.
 */
function standInEndpoints(record: SocialProviderRecord, issuer: string): ProviderEndpoints {
  const profile = `${issuer}/profile/${record.id}`
  return {
    authorizationUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    issuer,
    jwksUrl: `${issuer}/jwks`,
    ...(record.kind === 'oidc'
      ? record.userinfoUrl
        ? { userinfoUrl: `${issuer}/me` }
        : {}
      : { userinfoUrl: profile }),
    ...(record.emailsUrl ? { emailsUrl: `${profile}/emails` } : {}),
    scopes: ['openid', 'email', 'profile'],
  }
}

/**
 * Each provider the operator configured (`SOCIAL_<PROVIDER>_CLIENT_ID/SECRET`), and in dev mode
 * the dev provider standing in for every other one. A provider in neither is not offered.
 */
export function resolveSocialProviders({
  credentials,
  devOidc,
}: {
  credentials: SocialCredentialsMap
  devOidc?: DevOidcStandIns | undefined
}): SocialProviders {
  const providers: SocialProviders = {}
  for (const id of SOCIAL_PROVIDERS) {
    const record = SOCIAL_PROVIDER_RECORDS[id]
    const own = credentials[id]
    if (own) {
      providers[id] = {
        ...own,
        record,
        endpoints: record,
        authorizationParams: record.authorizationParams ?? {},
        standIn: false,
      }
    } else if (devOidc) {
      providers[id] = {
        ...devOidc.clients[id],
        record,
        endpoints: standInEndpoints(record, devOidc.issuer),
        authorizationParams: {},
        standIn: true,
      }
    }
  }
  return providers
}
