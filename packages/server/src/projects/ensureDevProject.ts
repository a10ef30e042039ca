import { DEV_PROJECT_ID } from '@foyer/protocol'
import type { Queryable } from '../store/database'
import { parseOriginPattern } from './parseOriginPattern'

/** The embedded-wallet frame lives on wallet.foyer.localhost (any port): the dev project allows it. */
export const DEV_FRAME_ORIGIN_PATTERN = 'http://*.foyer.localhost:*'
export const DEV_PROJECT_NAME = 'Foyer dev'

/**
 * Makes sure the dev project (DEV_PROJECT_ID, the one `npm start` gives the demo) exists and
 * allows the demo origins and the frame pattern. Idempotent: an existing dev project keeps its
 * name and every origin it has; only missing default origins are appended.
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
}
