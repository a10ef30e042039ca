import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'
import { ApiError } from '../http/apiError'

export interface RelayJwtCheck {
  /** Hosts (`host[:port]`) this relay answers as: the JWT's `aud` must name one of them. */
  hosts: readonly string[]
  /** Milliseconds since the epoch. */
  now: number
}

const AUDIENCE_PROTOCOLS = new Set(['ws:', 'wss:', 'http:', 'https:'])

/**
 * Checks the `auth` query parameter of a relay connection: an EdDSA JWT signed by the key its
 * `iss` (did:key) names, not expired, whose `aud` is this relay's URL (the SDKs sign their
 * relayUrl). Returns the client id (`iss`); throws a 401 ApiError saying what is wrong.
 */
export async function verifyRelayJwt(jwt: unknown, check: RelayJwtCheck): Promise<string> {
  if (typeof jwt !== 'string' || jwt === '') {
    throw new ApiError(401, 'RELAY_AUTH_REQUIRED')
  }
  let payload: unknown
  let valid: boolean
  try {
    payload = decodeJWT(jwt).payload
    valid = await verifyJWT(jwt)
  } catch (error) {
    throw invalid(`auth is not a relay-auth JWT: ${(error as Error).message}`)
  }
  if (!valid) throw invalid('auth is not signed by the key its iss names')
  const { iss, aud, exp } = (typeof payload === 'object' && payload ? payload : {}) as Record<
    string,
    unknown
  >
  if (typeof iss !== 'string') throw invalid('auth has no iss')
  if (typeof exp !== 'number') throw invalid('auth has no exp')
  if (exp * 1000 <= check.now) {
    throw new ApiError(401, 'RELAY_AUTH_EXPIRED', {
      params: { expiredAt: new Date(exp * 1000).toISOString() },
    })
  }
  if (!isOurAudience(aud, check.hosts)) {
    throw invalid(`auth is for another relay: aud ${JSON.stringify(aud)} is not this relay's URL`)
  }
  return iss
}

function isOurAudience(aud: unknown, hosts: readonly string[]): boolean {
  if (typeof aud !== 'string' || !URL.canParse(aud)) return false
  const url = new URL(aud)
  const host = url.host.toLowerCase()
  return AUDIENCE_PROTOCOLS.has(url.protocol) && hosts.some((ours) => ours.toLowerCase() === host)
}

function invalid(message: string): ApiError {
  return new ApiError(401, 'RELAY_AUTH_INVALID', message)
}
