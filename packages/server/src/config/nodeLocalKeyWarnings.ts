import type { Config } from './config'

/** The settings whose key a node generates into DATA_DIR/keys when unset (dev mode only). */
const NODE_LOCAL_KEYS = [
  ['AUTH_SHARE_KEY', 'authShareKey'],
  ['RECOVERY_KEY', 'recoveryKey'],
  ['SOCIAL_SECRET_KEY', 'socialSecretKey'],
  ['AUTH_HASH_KEY', 'authHashKey'],
] as const

/**
 * What to warn about at start when a node on a database other nodes may share (DATABASE_URL)
 * would generate keys into its own DATA_DIR/keys: another node with its own keys cannot open what
 * this one stores (issue 17: a wallet stored through node A answered 500 on node B). Production
 * refuses such a config (productionProblems); dev mode only warns, since one dev node on a local
 * Postgres is fine. Empty on PGlite (one process) and when every key is configured.
 */
export function nodeLocalKeyWarnings(config: Config): string[] {
  if (config.database.kind !== 'postgres') return []
  const missing = NODE_LOCAL_KEYS.filter(
    ([, field]) => (config as unknown as Record<string, unknown>)[field] === undefined,
  ).map(([name]) => name)
  if (missing.length === 0) return []
  return [
    `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: this node generates ${missing.length === 1 ? 'that key' : 'those keys'} into ${config.dataDir}/keys while its database (DATABASE_URL) may be shared. Another node with other keys cannot read what this one stores (wallet shares, sealed secrets): give every node the same keys (docs/deploy.md, "Secrets every node must share").`,
  ]
}
