import { parseSiweDateTime } from './parseSiweDateTime'
import { SIWE_DOMAIN, SIWE_NONCE, SIWE_REQUEST_ID, SIWE_SCHEME, SIWE_URI } from './siweGrammar'
import type { SiwxMessage } from './siwxMessage'
import { SiwxMessageError } from './siwxMessageError'
import { SIWX_PROFILES } from './siwxProfiles'

const header = (accountName: string) => ` wants you to sign in with your ${accountName} account:`

/**
 * Reads a sign-in message: EIP-4361 for eip155, and its CAIP-122 form for solana (Sign In With
 * Solana) and bip122 (the header names the Solana or Bitcoin account, the Chain ID line is the
 * CAIP-2 reference, the address is the namespace's: siwxProfiles.ts). For eip155, reads an
 * EIP-4361 message into the sign-in message's fields, with a CAIP-2 chain id, following
 * the EIP's ABNF line by line: an optional scheme before the domain, an optional statement
 * (any text without a line break), the required URI, Version 1, Chain ID, Nonce and Issued At,
 * then in this order the optional Expiration Time, Not Before, Request ID and Resources. Times
 * are any RFC 3339 date-time (with or without fractions of a second, `Z` or an offset) and come
 * back as `toISOString` instants. The address must carry its EIP-55 checksum. Anything else — a
 * line added, dropped, reordered or out of form, LF line ends only — is refused with a
 * SiwxMessageError naming the line, never half-read.
 */
export function parseSiwxMessage(text: string): SiwxMessage {
  const lines = text.split('\n')
  const first = lines[0] ?? ''
  const profile = SIWX_PROFILES.find((each) => first.endsWith(header(each.accountName)))
  if (!profile) {
    throw new SiwxMessageError('The text is not a sign-in (EIP-4361 or CAIP-122) message')
  }
  const origin = first.slice(0, -header(profile.accountName).length)
  const schemeEnd = origin.indexOf('://')
  const scheme = schemeEnd >= 0 ? origin.slice(0, schemeEnd) : undefined
  const domain = schemeEnd >= 0 ? origin.slice(schemeEnd + 3) : origin
  if (scheme !== undefined && !SIWE_SCHEME.test(scheme)) malformed('its scheme is not a URI scheme')
  if (!SIWE_DOMAIN.test(domain)) malformed('its domain is not an RFC 3986 authority')

  const address = lines[1] ?? ''
  if (lines[2] !== '') malformed('no empty line after the address')
  // `[ statement LF ] LF`: no statement is one empty line, a statement is followed by one.
  let at = 3
  let statement: string | undefined
  if (lines[3] === '' && lines[4]?.startsWith('URI: ')) {
    at = 4
  } else {
    statement = lines[3] ?? ''
    if (lines[4] !== '') malformed('no empty line after the statement')
    at = 5
  }

  const field = (label: string, optional = false): string | undefined => {
    const line = lines[at]
    if (line?.startsWith(`${label}: `)) {
      at += 1
      return line.slice(label.length + 2)
    }
    if (!optional) malformed(`the "${label}" line is missing or out of place`)
    return undefined
  }
  const uri = field('URI') as string
  if (!SIWE_URI.test(uri)) malformed('its URI is not an RFC 3986 URI')
  const version = field('Version')
  if (version !== '1') malformed('its Version is not 1')
  const chainId = profile.chainOf(field('Chain ID') as string)
  if (!chainId) malformed(`its Chain ID is not a ${profile.namespace} chain id`)
  const addressProblem = profile.addressProblem(address, chainId)
  if (addressProblem) malformed(addressProblem)
  const nonce = field('Nonce') as string
  if (!SIWE_NONCE.test(nonce)) malformed('its Nonce is not 8 or more letters and digits')
  const time = (label: string, optional: boolean) => {
    const value = field(label, optional)
    if (value === undefined) return undefined
    const instant = parseSiweDateTime(value)
    if (!instant) malformed(`its ${label} is not an RFC 3339 date-time`)
    return instant?.toISOString()
  }
  const issuedAt = time('Issued At', false)
  const expirationTime = time('Expiration Time', true)
  const notBefore = time('Not Before', true)
  const requestId = field('Request ID', true)
  if (requestId !== undefined && !SIWE_REQUEST_ID.test(requestId)) {
    malformed('its Request ID is not made of URI path characters')
  }
  let resources: string[] | undefined
  if (lines[at] === 'Resources:') {
    at += 1
    resources = []
    while (lines[at]?.startsWith('- ')) {
      const resource = (lines[at] as string).slice(2)
      if (!SIWE_URI.test(resource)) malformed('a resource is not an RFC 3986 URI')
      resources.push(resource)
      at += 1
    }
  }
  if (at !== lines.length) malformed(`line ${at + 1} is not part of a sign-in message`)

  return {
    accountAddress: address,
    chainId,
    domain,
    ...(scheme !== undefined ? { scheme } : {}),
    uri,
    version: '1',
    nonce,
    ...(statement !== undefined ? { statement } : {}),
    ...(resources !== undefined ? { resources } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
    ...(issuedAt !== undefined ? { issuedAt } : {}),
    ...(notBefore !== undefined ? { notBefore } : {}),
    ...(expirationTime !== undefined ? { expirationTime } : {}),
  }
}

function malformed(why: string): never {
  throw new SiwxMessageError(`The sign-in message is malformed: ${why}`)
}
