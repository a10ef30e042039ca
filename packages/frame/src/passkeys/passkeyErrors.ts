import { FoyerError } from '@foyer/protocol'

/** The browser's WebAuthn failures that mean it cannot do this ceremony here. */
const UNSUPPORTED = new Set([
  'NotSupportedError',
  'SecurityError',
  'InvalidStateError',
  'ConstraintError',
  'UnknownError',
])

/**
 * A WebAuthn failure as the frame tells it: the visitor closed or refused the browser's dialog,
 * or it timed out (NotAllowedError, AbortError) → PASSKEY_CANCELLED; the browser cannot do it
 * (no WebAuthn, a refused rp id, the iframe without `publickey-credentials-*`, a passkey this
 * authenticator holds already) → PASSKEY_UNSUPPORTED with the browser's words as details.
 * Anything else passes through as it is.
 */
export function passkeyFailure(error: unknown): unknown {
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new FoyerError('PASSKEY_CANCELLED', { cause: error })
  }
  if (typeof name === 'string' && UNSUPPORTED.has(name)) {
    const message = error instanceof Error ? error.message : ''
    return new FoyerError('PASSKEY_UNSUPPORTED', {
      cause: error,
      ...(message ? { details: `${name}: ${message}` } : { details: name }),
    })
  }
  return error
}
