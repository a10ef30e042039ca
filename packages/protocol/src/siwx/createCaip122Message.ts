import { parseSiweDateTime } from './parseSiweDateTime'
import { SIWE_DOMAIN, SIWE_NONCE, SIWE_REQUEST_ID, SIWE_SCHEME, SIWE_URI } from './siweGrammar'
import type { SiwxMessage } from './siwxMessage'
import { SiwxMessageError } from './siwxMessageError'
import type { SiwxProfile } from './siwxProfiles'

/**
 * The CAIP-122 text of `message` for a namespace other than eip155 (Sign In With Solana, sign in
 * with Bitcoin): EIP-4361's lines in EIP-4361's order, the header naming `profile`'s account, the
 * Chain ID line the CAIP-2 reference. What parseSiwxMessage reads back unchanged. Throws
 * SiwxMessageError for a field the grammar does not allow (an address of another chain, a short
 * nonce, a statement with a line break, a time that is not RFC 3339).
 */
export function createCaip122Message(message: SiwxMessage, profile: SiwxProfile): string {
  const refuse = (why: string): never => {
    throw new SiwxMessageError(`The sign-in message cannot be written: ${why}`)
  }
  const addressProblem = profile.addressProblem(message.accountAddress, message.chainId)
  if (addressProblem) refuse(addressProblem)
  if (message.scheme !== undefined && !SIWE_SCHEME.test(message.scheme)) {
    refuse('its scheme is not a URI scheme')
  }
  if (!SIWE_DOMAIN.test(message.domain)) refuse('its domain is not an RFC 3986 authority')
  if (!SIWE_URI.test(message.uri)) refuse('its uri is not an RFC 3986 URI')
  if (message.version !== '1') refuse('its version is not 1')
  if (!SIWE_NONCE.test(message.nonce)) refuse('its nonce is not 8 or more letters and digits')
  if (message.statement?.includes('\n')) refuse('its statement has a line break')
  if (message.requestId !== undefined && !SIWE_REQUEST_ID.test(message.requestId)) {
    refuse('its requestId is not made of URI path characters')
  }
  for (const resource of message.resources ?? []) {
    if (!SIWE_URI.test(resource)) refuse('a resource is not an RFC 3986 URI')
  }
  const time = (label: string, value: string | undefined) => {
    if (value === undefined) return []
    const instant = parseSiweDateTime(value)
    if (!instant) return refuse(`its ${label} is not an RFC 3339 date-time`)
    return [`${label}: ${instant.toISOString()}`]
  }
  const origin = message.scheme ? `${message.scheme}://${message.domain}` : message.domain
  return [
    `${origin} wants you to sign in with your ${profile.accountName} account:`,
    message.accountAddress,
    '',
    // EIP-4361's `[ statement LF ] LF`: without a statement, one more empty line.
    ...(message.statement !== undefined ? [message.statement, ''] : ['']),
    `URI: ${message.uri}`,
    'Version: 1',
    `Chain ID: ${profile.chainLine(message.chainId)}`,
    `Nonce: ${message.nonce}`,
    ...time('Issued At', message.issuedAt ?? new Date().toISOString()),
    ...time('Expiration Time', message.expirationTime),
    ...time('Not Before', message.notBefore),
    ...(message.requestId !== undefined ? [`Request ID: ${message.requestId}`] : []),
    ...(message.resources !== undefined
      ? ['Resources:', ...message.resources.map((resource) => `- ${resource}`)]
      : []),
  ].join('\n')
}
