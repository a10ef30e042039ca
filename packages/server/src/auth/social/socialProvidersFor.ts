import type { FastifyBaseLogger } from 'fastify'
import { readProjectSocialCredentials } from '../../projects/projectSocialCredentials'
import type { Queryable } from '../../store/database'
import type { SocialCredentialsMap } from './readSocialCredentials'
import {
  type DevOidcStandIns,
  resolveSocialProviders,
  type SocialProviders,
} from './resolveSocialProviders'

/** The providers a project can sign in with. */
export type SocialProvidersFor = (
  projectId: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
) => Promise<SocialProviders>

/**
 * Resolves the providers per project, on each call: the project's own client
 * (`npm run foyer -- project social`), else the instance's SOCIAL_<PROVIDER>_CLIENT_ID/SECRET,
 * else in dev mode the dev provider standing in. A stored client whose secret does not open is
 * logged and skipped (the next source applies).
 */
export function socialProvidersFor({
  db,
  credentials,
  devOidc,
  secretKey,
}: {
  db: Queryable
  credentials: SocialCredentialsMap
  devOidc?: DevOidcStandIns | undefined
  /** The key sealing the projects' client secrets; asked for only when a project has one. */
  secretKey: () => Promise<Buffer>
}): SocialProvidersFor {
  return async (projectId, log) => {
    const own = await readProjectSocialCredentials(db, {
      key: secretKey,
      projectId,
      unreadable: (provider) =>
        log.warn(
          { projectId, provider },
          `ignoring the project's ${provider} client: its secret does not open under the social secret key (SOCIAL_SECRET_KEY or DATA_DIR/keys/social-secret.key); set it again with \`npm run foyer -- project social ${projectId} set ${provider}\``,
        ),
    })
    return resolveSocialProviders({ credentials: { ...credentials, ...own }, devOidc })
  }
}
