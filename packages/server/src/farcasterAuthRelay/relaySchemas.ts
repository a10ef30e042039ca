import { z } from 'zod'

const isoTime = z.iso.datetime({ offset: true, error: 'expected an ISO 8601 time' })

/**
 * `POST /v1/channel`, as `@farcaster/auth-client`'s createChannel sends it: what the message the
 * user signs must say. Without `nonce` the relay makes one.
 */
export const createChannelRequestSchema = z.object({
  siweUri: z.url({ error: 'expected the URI the user signs in to' }),
  domain: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[^\s/?#]+$/, 'expected a domain (host[:port])'),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9]{8,128}$/, 'expected 8 to 128 letters and digits')
    .optional(),
  notBefore: isoTime.optional(),
  expirationTime: isoTime.optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z.url().optional(),
  acceptAuthAddress: z.boolean().optional(),
})
export type CreateChannelRequest = z.infer<typeof createChannelRequestSchema>

/** `POST /v1/channel` answers (201) with the channel's secret token and the link to open. */
export interface CreateChannelResponse {
  channelToken: string
  url: string
  /** The same link under its older name. */
  connectUri: string
  nonce: string
}

/** `POST /v1/channel/authenticate`: what the Farcaster app sends once the user signed. */
export const authenticateRequestSchema = z.object({
  message: z.string().min(1).max(8192),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,2048}$/, 'expected a hex signature'),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  username: z.string().max(64).optional(),
  bio: z.string().max(1024).optional(),
  displayName: z.string().max(128).optional(),
  pfpUrl: z.url().optional(),
})
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>

/** What the app asked the message to say (the channel's creation request). */
export type SignatureParams = Omit<CreateChannelRequest, 'acceptAuthAddress'> & { nonce: string }

/**
 * `GET /v1/channel/status` (202 while pending, 200 once completed) and the answer of
 * authenticate: the shape `@farcaster/auth-client` reads.
 */
export interface ChannelStatus {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  message?: string
  signature?: `0x${string}`
  authMethod?: 'custody' | 'authAddress'
  fid?: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
  verifications?: string[]
  custody?: `0x${string}`
  signatureParams: SignatureParams
  metadata: { ip: string; userAgent: string }
  acceptAuthAddress: boolean
}

/** A status as another relay may answer it: only what the frame's sign-in reads is required. */
export const channelStatusSchema = z.looseObject({
  state: z.enum(['pending', 'completed']),
  nonce: z.string(),
  url: z.string(),
  message: z.string().optional(),
  signature: z.string().optional(),
  fid: z.number().optional(),
  username: z.string().optional(),
  displayName: z.string().optional(),
  pfpUrl: z.string().optional(),
  custody: z.string().optional(),
})
/** What the frame's sign-in reads of a channel status, from our relay or another. */
export interface RemoteChannelStatus {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  message?: string | undefined
  signature?: string | undefined
  fid?: number | undefined
  username?: string | undefined
  displayName?: string | undefined
  pfpUrl?: string | undefined
  custody?: string | undefined
}

/** `POST /v1/channel`'s answer as another relay may give it. */
export const createChannelResponseSchema = z.looseObject({
  channelToken: z.string().min(1),
  url: z.url(),
  nonce: z.string(),
})
