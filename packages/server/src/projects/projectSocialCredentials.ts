import { SOCIAL_PROVIDERS, type SocialProvider } from '@foyer/protocol'
import type { SocialCredentialsMap } from '../auth/social/readSocialCredentials'
import type { Queryable } from '../store/database'
import { decryptShare, encryptShare } from '../wallet/shareCipher'
import { requireProject } from './requireProject'

/** A project's OAuth client as listed: never its secret. */
export interface ProjectSocialClient {
  provider: SocialProvider
  clientId: string
  updatedAt: Date
}

/** What a sealed secret is bound to: a copy moved to another project or provider fails to open. */
const sealedFor = (projectId: string, provider: SocialProvider) =>
  `project-social-credentials:${projectId}:${provider}`

/**
 * Sets (or replaces) the project's own OAuth client for `provider`; the secret is stored sealed
 * under `key` (AES-256-GCM, as the wallet shares are). ProjectError for an unknown project.
 */
export async function setProjectSocialClient(
  db: Queryable,
  key: Buffer,
  {
    projectId,
    provider,
    clientId,
    clientSecret,
    now,
  }: {
    projectId: string
    provider: SocialProvider
    clientId: string
    clientSecret: string
    now: Date
  },
): Promise<void> {
  await requireProject(db, projectId)
  await db.query(
    `INSERT INTO project_social_credentials
       (project_id, provider, client_id, client_secret_sealed, updated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (project_id, provider) DO UPDATE
       SET client_id = EXCLUDED.client_id, client_secret_sealed = EXCLUDED.client_secret_sealed,
           updated_at = EXCLUDED.updated_at`,
    [
      projectId,
      provider,
      clientId,
      encryptShare(key, clientSecret, sealedFor(projectId, provider)),
      now,
    ],
  )
}

/** Removes the project's own client for `provider`; false when it had none. */
export async function removeProjectSocialClient(
  db: Queryable,
  projectId: string,
  provider: SocialProvider,
): Promise<boolean> {
  await requireProject(db, projectId)
  const rows = await db.query(
    'DELETE FROM project_social_credentials WHERE project_id = $1 AND provider = $2 RETURNING provider',
    [projectId, provider],
  )
  return rows.length > 0
}

/** The project's own clients, by provider name: ids and dates, never the secrets. */
export async function listProjectSocialClients(
  db: Queryable,
  projectId: string,
): Promise<ProjectSocialClient[]> {
  await requireProject(db, projectId)
  const rows = await db.query<{
    provider: SocialProvider
    client_id: string
    updated_at: Date | string
  }>(
    `SELECT provider, client_id, updated_at FROM project_social_credentials
     WHERE project_id = $1 ORDER BY provider`,
    [projectId],
  )
  return rows.map((row) => ({
    provider: row.provider,
    clientId: row.client_id,
    updatedAt: new Date(row.updated_at),
  }))
}

/**
 * The project's own clients with their secrets opened, for signing in. `key` is asked for only
 * when the project has any. A secret that does not open under the key (another server's key, or
 * a tampered row) is left out and reported to `unreadable`, as is a provider Foyer does not know.
 */
export async function readProjectSocialCredentials(
  db: Queryable,
  {
    key,
    projectId,
    unreadable,
  }: {
    key: () => Promise<Buffer>
    projectId: string
    unreadable(provider: string): void
  },
): Promise<SocialCredentialsMap> {
  const rows = await db.query<{
    provider: string
    client_id: string
    client_secret_sealed: string
  }>(
    `SELECT provider, client_id, client_secret_sealed FROM project_social_credentials
     WHERE project_id = $1 ORDER BY provider`,
    [projectId],
  )
  const credentials: SocialCredentialsMap = {}
  if (rows.length === 0) return credentials
  const secretKey = await key()
  for (const row of rows) {
    const provider = row.provider as SocialProvider
    if (!SOCIAL_PROVIDERS.includes(provider)) {
      unreadable(row.provider)
      continue
    }
    try {
      credentials[provider] = {
        clientId: row.client_id,
        clientSecret: decryptShare(
          secretKey,
          row.client_secret_sealed,
          sealedFor(projectId, provider),
        ),
      }
    } catch {
      unreadable(provider)
    }
  }
  return credentials
}
