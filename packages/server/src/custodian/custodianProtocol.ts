import {
  custodianKeyIdSchema,
  custodianKeySchema,
  custodianReleaseResponseSchema,
  sealedBlobSchema,
  walletAddressSchema,
  x25519PublicKeySchema,
} from '@foyer/protocol'
import { z } from 'zod'

/**
 * The custodian's HTTP contract (internal to the server package: only the API calls it, with
 * `Authorization: Bearer <CUSTODIAN_TOKEN>`). Errors are `{error: {code, message}}` as the API's.
 */
export const CUSTODIAN_PATHS = {
  /** `GET`: its current key `{keyId, publicKey}`. */
  key: '/v1/key',
  /**
   * `POST`: opens a `custodian` wrap and seals RK again to `recipientPublicKey`. 400 bad input,
   * 409 `keyId` is not its key, 422 the wrap does not open (another key, wallet or user).
   */
  release: '/v1/release',
} as const

export const custodianKeyResponseSchema = custodianKeySchema

export const custodianReleaseBodySchema = z
  .object({
    keyId: custodianKeyIdSchema,
    ephemeralPublicKey: x25519PublicKeySchema,
    wrap: sealedBlobSchema,
    /** The wallet the wrap is bound to (its associated data). */
    context: z
      .object({
        address: walletAddressSchema,
        userId: z.string().regex(/^[0-9a-f-]{36}$/, 'expected a user id (uuid)'),
      })
      .strict(),
    recipientPublicKey: x25519PublicKeySchema,
  })
  .strict()
export type CustodianReleaseBody = z.infer<typeof custodianReleaseBodySchema>

export const custodianReleaseAnswerSchema = custodianReleaseResponseSchema
