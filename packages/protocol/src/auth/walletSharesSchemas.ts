import { z } from 'zod'

/** A Shamir share as the frame encodes it: base64, base64url or hex, at most 4096 characters. */
export const keyShareSchema = z
  .string()
  .regex(/^[A-Za-z0-9+/_=-]{1,4096}$/, 'expected a base64 or hex encoded share (1 to 4096 chars)')

export const walletAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte hex address')

/**
 * `POST /wallet/v1/shares`: a new wallet's auth share and address only. A recovery share is no
 * longer taken from a new wallet: one sent anyway (an old frame) is dropped, never stored.
 */
export const storeSharesRequestSchema = z.object({
  address: walletAddressSchema,
  authShare: keyShareSchema,
})
export type StoreSharesRequest = z.infer<typeof storeSharesRequestSchema>
export const storeSharesResponseSchema = z.object({ address: z.string() })

/** The wallet's share version: each protect (a fresh split) raises it by one. */
export const shareVersionSchema = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1)

/** `GET /wallet/v1/shares/auth` (`version`: the share version this auth share belongs to) */
export const authShareResponseSchema = z.object({
  address: z.string(),
  authShare: z.string(),
  version: shareVersionSchema,
})
export type AuthShareResponse = z.infer<typeof authShareResponseSchema>

/**
 * `GET /wallet/v1/shares/recovery` (legacy, custodial: only wallets made before sealed recovery
 * that still have a server-held recovery share; protecting the wallet deletes it; 404 NO_WALLET
 * for any other): the recovery share, released once to an approved device that
 * holds no share (new-device recovery); the user is mailed a notice. 404 NO_WALLET, 409
 * RECOVERY_USED (the device stored the wallet or was restored before), 502 MAIL_FAILED.
 */
export const recoveryShareResponseSchema = z.object({
  address: z.string(),
  recoveryShare: z.string(),
})
export type RecoveryShareResponse = z.infer<typeof recoveryShareResponseSchema>

/** A sealed blob of the frame's (AES-256-GCM, `v1.<iv>.<ciphertext>`, base64url parts). */
export const sealedBlobSchema = z
  .string()
  .regex(
    /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,2048}$/,
    'expected a sealed blob (v1.<iv>.<data>)',
  )

/** scrypt parameters of a password wrap (the frame refuses to derive above its own bounds). */
export const scryptParamsSchema = z
  .object({
    N: z
      .number()
      .int()
      .min(2)
      .max(2 ** 20),
    r: z.number().int().min(1).max(16),
    p: z.number().int().min(1).max(4),
    dkLen: z.literal(32),
  })
  .strict()
export type ScryptParamsRecord = z.infer<typeof scryptParamsSchema>

/** A WebAuthn credential id (base64url). */
export const credentialIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,1024}$/)

/** An X25519 public key: 32 bytes, base64url. */
export const x25519PublicKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'expected a 32-byte X25519 public key (base64url)')

/** The custodian's key id: the first 16 bytes of SHA-256 of its public key, base64url. */
export const custodianKeyIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'expected a custodian key id (16 bytes, base64url)')

/**
 * A recovery method: a wrap of the recovery key RK that only its holder opens. `passkey`: under a
 * key derived from the passkey's PRF output; `password`: under scrypt(password, salt, params);
 * `custodian` (custodial, only where the operator runs one): under a key agreed (X25519) between
 * a one-off key of the frame's and the custodian's key `keyId` (docs/security.md).
 */
export const recoveryMethodSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('passkey'),
      credentialId: credentialIdSchema,
      wrap: sealedBlobSchema,
    })
    .strict(),
  z
    .object({
      kind: z.literal('password'),
      salt: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'expected 16 bytes of base64url'),
      params: scryptParamsSchema,
      wrap: sealedBlobSchema,
    })
    .strict(),
  z
    .object({
      kind: z.literal('custodian'),
      keyId: custodianKeyIdSchema,
      ephemeralPublicKey: x25519PublicKeySchema,
      wrap: sealedBlobSchema,
    })
    .strict(),
])
export type RecoveryMethod = z.infer<typeof recoveryMethodSchema>

/**
 * `POST /wallet/v1/shares/protect`: replaces the auth share with one of a fresh split, stores the
 * sealed recovery share and its first method, and deletes any server-held recovery share, only
 * while the wallet is at `version` (else 409 RECOVERY_STALE).
 */
export const protectWalletRequestSchema = z
  .object({
    version: shareVersionSchema,
    authShare: keyShareSchema,
    sealedRecovery: sealedBlobSchema,
    method: recoveryMethodSchema,
  })
  .strict()
export type ProtectWalletRequest = z.infer<typeof protectWalletRequestSchema>

/** The custodian of an operator who opted in to custodial email recovery: its current key. */
export const custodianKeySchema = z
  .object({ keyId: custodianKeyIdSchema, publicKey: x25519PublicKeySchema })
  .strict()
export type CustodianKey = z.infer<typeof custodianKeySchema>

/**
 * `GET /wallet/v1/recovery` (and the answer of the recovery routes that change it): what a
 * new device needs to restore, none of which the server can open. `sealedRecovery` null: not
 * protected yet; `legacyRecovery`: the server still holds a recovery share (a wallet made before
 * sealed recovery, custodial until protected); `custodian`: the operator runs custodial email
 * recovery (null: it does not), so the frame adds a `custodian` wrap to its wallet.
 */
export const recoveryRecordSchema = z
  .object({
    address: z.string(),
    version: shareVersionSchema,
    sealedRecovery: sealedBlobSchema.nullable(),
    methods: z.array(recoveryMethodSchema).max(21),
    legacyRecovery: z.boolean(),
    custodian: custodianKeySchema.nullable(),
  })
  .strict()
export type RecoveryRecord = z.infer<typeof recoveryRecordSchema>

/**
 * `POST /wallet/v1/recovery/methods`: adds a wrap of the current RK (a passkey by credential id,
 * or the password, replacing the one before), while the wallet is at `version`.
 */
export const addRecoveryMethodRequestSchema = z
  .object({ version: shareVersionSchema, method: recoveryMethodSchema })
  .strict()

/** `POST /wallet/v1/recovery/passkeys/remove`: drops that passkey's wrap (no error when absent). */
export const removeRecoveryPasskeyRequestSchema = z
  .object({ credentialId: credentialIdSchema })
  .strict()

/**
 * `POST /wallet/v1/recovery/custodian/release` (custodial email recovery): the custodian opens the
 * wallet's `custodian` wrap and seals RK again to `recipientPublicKey`, a one-off X25519 key the
 * frame made for this call. The user is mailed a notice first (once per device). 404
 * CUSTODIAN_OFF when the wallet has no custodian wrap or the operator runs no custodian, 502
 * CUSTODIAN_FAILED when the custodian cannot answer.
 */
export const custodianReleaseRequestSchema = z
  .object({ recipientPublicKey: x25519PublicKeySchema })
  .strict()
export type CustodianReleaseRequest = z.infer<typeof custodianReleaseRequestSchema>

/** RK sealed to the frame's one-off key: `wrap` under the key agreed with `ephemeralPublicKey`. */
export const custodianReleaseResponseSchema = z
  .object({ ephemeralPublicKey: x25519PublicKeySchema, wrap: sealedBlobSchema })
  .strict()
export type CustodianReleaseResponse = z.infer<typeof custodianReleaseResponseSchema>
