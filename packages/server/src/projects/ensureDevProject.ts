import { DEV_PROJECT_ID } from '@foyer/protocol'
import type { Queryable } from '../store/database'
import { parseOriginPattern } from './parseOriginPattern'

/** The embedded-wallet frame lives on wallet.foyer.localhost (any port): the dev project allows it. */
export const DEV_FRAME_ORIGIN_PATTERN = 'http://*.foyer.localhost:*'
export const DEV_PROJECT_NAME = 'Foyer dev'

/**
 * The dev project sponsors gas (the dev chains' paymaster), at most 5 operations per account and
 * day, so that the demo shows both a sponsored transaction and the cap.
 */
export const DEV_GAS_SPONSORSHIP = {
  id: 'gasSponsorship',
  isEnabled: true,
  config: { dailyOperationsPerAccount: 5, allowedContracts: [] },
} as const

/**
 * Makes sure the dev project (DEV_PROJECT_ID, the one `npm start` gives the demo) exists, allows
 * the demo origins and the frame pattern, and sponsors gas (DEV_GAS_SPONSORSHIP). Idempotent: an
 * existing dev project keeps its name, every origin it has and a sponsorship setting of its own;
 * only missing default origins are appended.
 */
export async function ensureDevProject(db: Queryable, demoOrigins: readonly string[]) {
  const origins = [...new Set([...demoOrigins, DEV_FRAME_ORIGIN_PATTERN].map(parseOriginPattern))]
  await db.query(
    `INSERT INTO projects (id, name, allowed_origins) VALUES ($1, $2, $3::text[])
     ON CONFLICT (id) DO UPDATE SET allowed_origins = projects.allowed_origins || ARRAY(
       SELECT origin FROM unnest($3::text[]) WITH ORDINALITY AS wanted (origin, position)
       WHERE NOT (origin = ANY (projects.allowed_origins)) ORDER BY position)
     WHERE NOT ($3::text[] <@ projects.allowed_origins)`,
    [DEV_PROJECT_ID, DEV_PROJECT_NAME, origins],
  )
  await db.query(
    `UPDATE projects SET features = features || $2::jsonb
     WHERE id = $1 AND NOT (features ? 'gasSponsorship')`,
    [DEV_PROJECT_ID, JSON.stringify({ gasSponsorship: DEV_GAS_SPONSORSHIP })],
  )
}
