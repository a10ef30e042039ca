import { parseSiwxMessage, SIWX_CLOCK_SKEW_SECONDS, type SiwxMessage } from '@foyer/protocol'
import { isSiwxOriginAllowed } from './isSiwxOriginAllowed'
import { siwxError } from './siwxError'

/**
 * Reads a sign-in message and checks what needs no network: its form (400 MALFORMED_MESSAGE;
 * any EIP-4361 or CAIP-122 message: parseSiwxMessage), that its domain (with its scheme, when the message
 * names one) and uri are among the project's allowed origins (403 DOMAIN_NOT_ALLOWED,
 * URI_NOT_ALLOWED; an entry allowing every host does not count: isSiwxOriginAllowed), and its times (401 MESSAGE_EXPIRED when expirationTime has passed,
 * MESSAGE_NOT_YET_VALID before notBefore or with an issuedAt ahead of `now` by more than
 * SIWX_CLOCK_SKEW_SECONDS). Returns the message (EIP-4361 on eip155, CAIP-122 on solana and
 * bip122: parseSiwxMessage).
 */
export function checkSiwxMessage(
  text: string,
  { allowedOrigins, now }: { allowedOrigins: readonly string[]; now: Date },
): { message: SiwxMessage } {
  let message: SiwxMessage
  try {
    message = parseSiwxMessage(text)
  } catch (error) {
    throw siwxError(400, 'MALFORMED_MESSAGE', (error as Error).message)
  }
  // The domain is an authority (host[:port]): allowed when an allowed origin has it, with the
  // message's scheme when it names one, else http or https.
  const schemes = message.scheme ? [message.scheme.toLowerCase()] : ['http', 'https']
  const domainAllowed = schemes.some((scheme) =>
    isSiwxOriginAllowed(`${scheme}://${message.domain}`, allowedOrigins),
  )
  if (!domainAllowed) {
    throw siwxError(
      403,
      'DOMAIN_NOT_ALLOWED',
      `The sign-in message is for ${message.domain}, which is not an allowed origin of this project`,
    )
  }
  if (!isSiwxOriginAllowed(message.uri, allowedOrigins)) {
    throw siwxError(
      403,
      'URI_NOT_ALLOWED',
      `The sign-in message is for ${message.uri}, which is not an allowed origin of this project`,
    )
  }
  // parseSiwxMessage gives every time as the instant it names (toISOString), whatever its form.
  const at = (value: string | undefined) => (value ? new Date(value).getTime() : undefined)
  const time = now.getTime()
  const expiration = at(message.expirationTime)
  if (expiration !== undefined && expiration <= time) {
    throw siwxError(401, 'MESSAGE_EXPIRED', 'The sign-in message has expired; sign in again')
  }
  const notBefore = at(message.notBefore)
  if (notBefore !== undefined && notBefore > time) {
    throw siwxError(401, 'MESSAGE_NOT_YET_VALID', 'The sign-in message is not valid yet')
  }
  const issuedAt = at(message.issuedAt)
  if (issuedAt !== undefined && issuedAt > time + SIWX_CLOCK_SKEW_SECONDS * 1000) {
    throw siwxError(
      401,
      'MESSAGE_NOT_YET_VALID',
      'The sign-in message was issued in the future; check the device clock',
    )
  }
  return { message }
}
