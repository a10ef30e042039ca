import { z } from 'zod'

const clientDataSchema = z.object({
  challenge: z.string().max(512),
  crossOrigin: z.boolean().optional(),
  topOrigin: z.string().max(2048).optional(),
})

/** What the routes read of a ceremony's client data before verifying it; undefined if unreadable. */
export type ClientData = z.infer<typeof clientDataSchema>

/** The challenge and top origin named by base64url `clientDataJSON`, if it is JSON of that shape. */
export function readClientData(clientDataJSON: string): ClientData | undefined {
  try {
    const json: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))
    const parsed = clientDataSchema.safeParse(json)
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
