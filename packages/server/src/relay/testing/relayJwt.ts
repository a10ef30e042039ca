import { createPrivateKey, sign } from 'node:crypto'
import { encodeIss, generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'

export interface TestJwt {
  jwt: string
  /** The `iss`: the client id the relay knows this client by. */
  clientId: string
  keyPair: Keypair
}

/**
 * Test helper: a relay-auth JWT as the SDKs sign it (`aud` = the relay URL). Pass the same
 * `keyPair` to connect again as the same client.
 */
export async function relayJwt(
  aud: string,
  options: { keyPair?: Keypair; ttlSeconds?: number; issuedAt?: number } = {},
): Promise<TestJwt> {
  const keyPair = options.keyPair ?? generateKeyPair()
  const jwt = await signJWT(
    'test-session',
    aud,
    options.ttlSeconds ?? 86_400,
    keyPair,
    options.issuedAt,
  )
  return { jwt, clientId: encodeIss(keyPair.publicKey), keyPair }
}

/**
 * Test helper: a JWT with any header and payload, signed with Ed25519 by `keyPair` (to craft the
 * JWTs the SDKs never make: no exp, another alg).
 */
export function signJwtPayload(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  keyPair: Keypair,
): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const data = `${part(header)}.${part(payload)}`
  const seed = Buffer.from(keyPair.secretKey.slice(0, 32))
  const key = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  return `${data}.${sign(null, Buffer.from(data), key).toString('base64url')}`
}

const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')
