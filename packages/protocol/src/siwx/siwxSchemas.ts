import { z } from 'zod'
import { isAccountAddress } from '../accountAddress'
import { caipNetworkIdSchema } from '../caipSchemas'
import type { ApiErrorCode } from '../errors/errorCodes'

/**
 * The SIWX session routes (project routes: projectId, st, sv; called by the page with its
 * cookies). `GET nonce` → SiwxNonceResponse; `POST verify` {message, signature} → SiwxSession
 * and the session cookie; `GET me` → SiwxSession or 401; `POST signout` → 204, cookie cleared.
 */
export const SIWX_PATHS = {
  nonce: '/auth/v1/siwx/nonce',
  verify: '/auth/v1/siwx/verify',
  me: '/auth/v1/siwx/me',
  signOut: '/auth/v1/siwx/signout',
} as const

/** How long a nonce can be signed in with (single use). */
export const SIWX_NONCE_TTL_SECONDS = 600
/** The longest session: a message without an earlier expirationTime gives this long. */
export const SIWX_SESSION_MAX_SECONDS = 7 * 24 * 60 * 60
/** How far a message's issuedAt may be ahead of the server's clock. */
export const SIWX_CLOCK_SKEW_SECONDS = 300
/** The longest sign-in message and signature the verify route reads. */
export const SIWX_MESSAGE_MAX_LENGTH = 4096
export const SIWX_SIGNATURE_MAX_LENGTH = 8192

/** `error.code` values of the SIWX routes' failures (`{error:{code,message}}`). */
export const SIWX_ERROR_CODES = [
  'INVALID_PARAMS',
  'ORIGIN_NOT_ALLOWED',
  'MALFORMED_MESSAGE',
  'DOMAIN_NOT_ALLOWED',
  'URI_NOT_ALLOWED',
  'NONCE_UNKNOWN',
  'NONCE_USED',
  'NONCE_EXPIRED',
  'MESSAGE_EXPIRED',
  'MESSAGE_NOT_YET_VALID',
  'UNKNOWN_CHAIN',
  'INVALID_SIGNATURE',
  'CHAIN_UNAVAILABLE',
  'UNAUTHORIZED',
] as const satisfies readonly ApiErrorCode[]
export type SiwxErrorCode = (typeof SIWX_ERROR_CODES)[number]

/** `GET /auth/v1/siwx/nonce` */
export const siwxNonceResponseSchema = z.object({
  nonce: z.string().regex(/^[a-zA-Z0-9]{8,}$/),
  expiresAt: z.iso.datetime(),
})
export type SiwxNonceResponse = z.infer<typeof siwxNonceResponseSchema>

/**
 * `POST /auth/v1/siwx/verify`. The signature is `0x` + the hex of the signature's bytes in every
 * namespace: eip155 as the wallet returns it; solana the 64 ed25519 bytes (a Wallet Standard
 * wallet returns bytes); bip122 the bytes of the wallet's base64: a BIP-322 simple witness or a
 * 65-byte BIP-137 "Bitcoin Signed Message" signature. One encoding, never guessed.
 */
export const siwxVerifyRequestSchema = z.object({
  message: z.string().min(1).max(SIWX_MESSAGE_MAX_LENGTH),
  signature: z
    .string()
    .max(SIWX_SIGNATURE_MAX_LENGTH)
    .regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'expected a 0x-prefixed hex signature')
    .transform((value) => value as `0x${string}`),
})
export type SiwxVerifyRequest = z.input<typeof siwxVerifyRequestSchema>

/**
 * A signed-in session: who (an address of its CAIP-2 chain: eip155, solana or bip122), for which
 * page, and until when.
 */
export const siwxSessionSchema = z
  .object({
    address: z.string().min(1).max(128),
    chainId: caipNetworkIdSchema,
    domain: z.string(),
    uri: z.string(),
    issuedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .refine((session) => isAccountAddress(session.chainId, session.address), {
    message: 'expected an address of the session’s chain',
    path: ['address'],
  })
export type SiwxSession = z.output<typeof siwxSessionSchema>
