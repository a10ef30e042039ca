import { SOCIAL_PROVIDERS, type SocialProvider } from '@foyer/protocol'

export interface SocialCredentials {
  clientId: string
  clientSecret: string
}

/** The operator's OAuth clients, by provider; a provider without one is absent. */
export type SocialCredentialsMap = Partial<Record<SocialProvider, SocialCredentials>>

/** `SOCIAL_GOOGLE_CLIENT_ID` etc. */
export const socialEnvName = (provider: SocialProvider, part: 'CLIENT_ID' | 'CLIENT_SECRET') =>
  `SOCIAL_${provider.toUpperCase()}_${part}`

/**
 * Reads `SOCIAL_<PROVIDER>_CLIENT_ID` and `SOCIAL_<PROVIDER>_CLIENT_SECRET` (empty counts as
 * unset). Throws, naming the variable but never a secret, when only one of a pair is set.
 */
export function readSocialCredentials(env: NodeJS.ProcessEnv): SocialCredentialsMap {
  const credentials: SocialCredentialsMap = {}
  const problems: string[] = []
  for (const provider of SOCIAL_PROVIDERS) {
    const idName = socialEnvName(provider, 'CLIENT_ID')
    const secretName = socialEnvName(provider, 'CLIENT_SECRET')
    const clientId = env[idName]?.trim()
    const clientSecret = env[secretName]?.trim()
    if (clientId && clientSecret) credentials[provider] = { clientId, clientSecret }
    else if (clientId) problems.push(`  ${secretName}: required when ${idName} is set`)
    else if (clientSecret) problems.push(`  ${idName}: required when ${secretName} is set`)
  }
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return credentials
}
