import { z } from 'zod'

/** `GET /v1/identity/{address}`: the account's name and avatar, null when it has none. */
export const identityResponseSchema = z.object({
  name: z.string().nullable(),
  avatar: z.string().nullable(),
})
export type IdentityResponse = z.infer<typeof identityResponseSchema>
