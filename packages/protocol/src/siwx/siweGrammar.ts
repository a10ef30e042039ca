/**
 * The pieces of the EIP-4361 ABNF (https://eips.ethereum.org/EIPS/eip-4361#message-format)
 * that are RFC 3986 productions, as whole-string patterns.
 */
const unreserved = 'A-Za-z0-9\\-._~'
const subDelims = "!$&'()*+,;="
const pctEncoded = '%[0-9A-Fa-f]{2}'

/** `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` */
export const SIWE_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/

/** `domain = authority`: `[ userinfo "@" ] host [ ":" port ]`, the host not empty. */
export const SIWE_DOMAIN = new RegExp(
  `^(?:(?:[${unreserved}${subDelims}:]|${pctEncoded})*@)?` +
    `(?:\\[[0-9A-Fa-f:.]+\\]|\\[v[0-9A-Fa-f]+\\.[${unreserved}${subDelims}:]+\\]|(?:[${unreserved}${subDelims}]|${pctEncoded})+)` +
    '(?::[0-9]*)?$',
)

/** `address = "0x" 40*40HEXDIG` (the EIP-55 checksum is checked apart). */
export const SIWE_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** `uri = URI` (RFC 3986): a scheme, a colon, then URI characters. */
export const SIWE_URI = new RegExp(
  `^[A-Za-z][A-Za-z0-9+.-]*:(?:[${unreserved}${subDelims}:@/?#\\[\\]]|${pctEncoded})*$`,
)

/** `chain-id = 1*DIGIT` */
export const SIWE_CHAIN_ID = /^[0-9]+$/

/** `nonce = 8*( ALPHA / DIGIT )` */
export const SIWE_NONCE = /^[A-Za-z0-9]{8,}$/

/** `request-id = *pchar` */
export const SIWE_REQUEST_ID = new RegExp(`^(?:[${unreserved}${subDelims}:@]|${pctEncoded})*$`)
