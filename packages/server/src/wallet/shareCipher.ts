import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 'v1'

/**
 * AES-256-GCM of a share under `key` with a random 96-bit IV and `associatedData` (the user id)
 * authenticated: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export function encryptShare(key: Buffer, share: string, associatedData: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(share, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The share of `encryptShare`; throws when the key, the data or the ciphertext do not match. */
export function decryptShare(key: Buffer, sealed: string, associatedData: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('Not an encrypted share')
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
    authTagLength: 16,
  })
  decipher.setAAD(Buffer.from(associatedData, 'utf8'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
