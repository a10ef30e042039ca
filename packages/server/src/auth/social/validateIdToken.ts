import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose'
import { ApiError } from '../../http/apiError'

/** What an id_token must match. */
export interface IdTokenCheck {
  /** The provider's issuer (`iss`). */
  issuer: string
  /** Our client id (`aud`, and `azp` when there are several audiences). */
  clientId: string
  /** The provider's signing keys (its JWKS). */
  keys: JWTVerifyGetKey
  /** The nonce sent with this sign-in's authorization request. */
  nonce: string
  now: Date
  /** Records the nonce as used; false when it already was (a replayed id_token). */
  consumeNonce(nonce: string, expiresAt: Date): Promise<boolean>
}

/** Seconds of clock difference allowed on `exp`, `iat` and `nbf`. */
export const ID_TOKEN_CLOCK_TOLERANCE_SECONDS = 60

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA']

export const idTokenInvalid = (reason: string) =>
  new ApiError(401, 'SOCIAL_TOKEN_INVALID', `Failed to connect: the provider's id_token ${reason}`)

function reasonOf(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'has expired'
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'is for another client (aud)'
    if (error.claim === 'iss') return 'is from another issuer (iss)'
    return `has a bad "${error.claim}" claim`
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'has a bad signature'
  if (error instanceof errors.JWKSNoMatchingKey) return 'is signed by an unknown key'
  if (error instanceof errors.JOSEAlgNotAllowed) return 'uses a signing algorithm not allowed'
  if (error instanceof errors.JOSEError) return `is not valid (${error.code})`
  throw error
}

/**
 * Checks an id_token as OpenID Connect Core §3.1.3.7 asks: signature by the provider's keys,
 * issuer, audience (and `azp`), expiry, the sign-in's nonce, and that the nonce was never used
 * before. Returns its claims; throws 401 SOCIAL_TOKEN_INVALID saying what is wrong.
 */
export async function validateIdToken(idToken: string, check: IdTokenCheck): Promise<JWTPayload> {
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(idToken, check.keys, {
      issuer: check.issuer,
      audience: check.clientId,
      algorithms: ALGORITHMS,
      currentDate: check.now,
      clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
    }))
  } catch (error) {
    throw idTokenInvalid(reasonOf(error))
  }
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== check.clientId) {
    throw idTokenInvalid('names another authorized party (azp)')
  }
  if (payload.nonce !== check.nonce) throw idTokenInvalid('does not carry this sign-in’s nonce')
  const expiresAt = new Date(((payload.exp as number) + ID_TOKEN_CLOCK_TOLERANCE_SECONDS) * 1000)
  if (!(await check.consumeNonce(check.nonce, expiresAt))) {
    throw idTokenInvalid('was already used (its nonce was seen before)')
  }
  return payload
}
