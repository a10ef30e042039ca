import { z } from 'zod'

/**
 * Solana requests the embedded wallet answers after the visitor approves them in the frame
 * (docs/product.md: the frame's RPC covers the solana_sign* methods). They arrive as RPC_REQUEST
 * with `chainNamespace: 'solana'`.
 */
export const SOLANA_SIGN_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const
export type SolanaSignMethod = (typeof SOLANA_SIGN_METHODS)[number]

/** Base58 (Bitcoin alphabet): Solana addresses, signatures and signed messages. */
const base58 = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'Expected base58')
/** A wire transaction (at most 1232 bytes) in base64. */
const base64Transaction = z
  .string()
  .min(4)
  .max(2048)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Expected base64')
/** An address or a signature in base58 (32 or 64 bytes). */
const solanaAddress = base58(44).min(32)

/** The most transactions one solana_signAllTransactions asks for. */
export const SOLANA_MAX_TRANSACTIONS = 20
/** The longest message solana_signMessage signs, in bytes (base58 is about 1.37 characters a byte). */
export const SOLANA_MAX_MESSAGE_BYTES = 16_384

/**
 * Params of each Solana method: messages in base58, transactions as base64 wire transactions
 * (each may carry other signers' signatures already). The preflight commitment is checked by the
 * frame, which answers an unknown one with a clear error (docs/product.md#validation).
 */
export const SOLANA_REQUEST_PARAMS = {
  solana_signMessage: z
    .object({
      message: z
        .string()
        .min(1, 'The message to sign is empty')
        .max(Math.ceil(SOLANA_MAX_MESSAGE_BYTES * 1.37) + 1)
        .regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'Expected base58'),
      pubkey: solanaAddress,
    })
    .strict(),
  solana_signTransaction: z.object({ transaction: base64Transaction }).strict(),
  solana_signAllTransactions: z
    .object({ transactions: z.array(base64Transaction).min(1).max(SOLANA_MAX_TRANSACTIONS) })
    .strict(),
  solana_signAndSendTransaction: z
    .object({
      transaction: base64Transaction,
      options: z
        .object({
          skipPreflight: z.boolean().optional(),
          preflightCommitment: z.string().max(32).optional(),
          maxRetries: z.number().int().min(0).max(100).optional(),
          minContextSlot: z.number().int().min(0).optional(),
        })
        .strict()
        .optional(),
    })
    .strict(),
} satisfies Record<SolanaSignMethod, z.ZodType>

export type SolanaRequestParams<M extends SolanaSignMethod> = z.infer<
  (typeof SOLANA_REQUEST_PARAMS)[M]
>

/**
 * What each method answers (the RPC_REQUEST `_SUCCESS` payload): signatures in base58, signed
 * transactions as base64 wire transactions.
 */
export const SOLANA_REQUEST_RESULTS = {
  solana_signMessage: z.object({ signature: base58(88) }).strict(),
  solana_signTransaction: z
    .object({ signature: base58(88), transaction: base64Transaction })
    .strict(),
  solana_signAllTransactions: z
    .object({ transactions: z.array(base64Transaction).min(1).max(SOLANA_MAX_TRANSACTIONS) })
    .strict(),
  solana_signAndSendTransaction: z.object({ signature: base58(88) }).strict(),
} satisfies Record<SolanaSignMethod, z.ZodType>

export type SolanaRequestResult<M extends SolanaSignMethod> = z.infer<
  (typeof SOLANA_REQUEST_RESULTS)[M]
>

export function isSolanaSignMethod(method: string): method is SolanaSignMethod {
  return (SOLANA_SIGN_METHODS as readonly string[]).includes(method)
}
