import { join } from 'node:path'
import { keyFile } from '../../wallet/walletKeys'

/** The file under DATA_DIR/keys that holds the social secret key when SOCIAL_SECRET_KEY is unset. */
export const SOCIAL_SECRET_KEY_FILE = 'social-secret.key'

/**
 * The key that seals projects' OAuth client secrets (project_social_credentials): SOCIAL_SECRET_KEY
 * when set, else `DATA_DIR/keys/social-secret.key`, generated the first time as the wallet keys
 * are. The admin CLI and the server must see the same one.
 */
export function loadSocialSecretKey(sources: {
  dataDir: string
  socialSecretKey: Buffer | undefined
}): Promise<Buffer> {
  if (sources.socialSecretKey) return Promise.resolve(sources.socialSecretKey)
  return keyFile(join(sources.dataDir, 'keys'), SOCIAL_SECRET_KEY_FILE)
}
