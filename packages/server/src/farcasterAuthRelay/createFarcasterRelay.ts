import { getAddress } from 'viem'
import { SignInMessageError, verifySignInMessage } from '../auth/farcaster/verifySignInMessage'
import { newToken, sha256Hex } from '../auth/secrets'
import { secureNonce } from '../crypto/secureNonce'
import type { Queryable } from '../store/database'
import { FARCASTER_CHANNEL_TTL_SECONDS } from './farcasterAuthRelayConstants'
import type {
  AuthenticateRequest,
  ChannelStatus,
  CreateChannelRequest,
  CreateChannelResponse,
  SignatureParams,
} from './relaySchemas'

/** Why the relay refused to complete a channel. */
export class RelayRefusal extends Error {
  override name = 'RelayRefusal'
  constructor(
    readonly reason: 'unknown-channel' | 'completed' | 'bad-message',
    message: string,
  ) {
    super(message)
  }
}

interface ChannelRow {
  nonce: string
  url: string
  signature_params: SignatureParams
  accept_auth_address: boolean
  metadata: { ip: string; userAgent: string }
  completion: Omit<
    ChannelStatus,
    'state' | 'nonce' | 'url' | 'signatureParams' | 'metadata' | 'acceptAuthAddress'
  > | null
}

function statusOf(row: ChannelRow): ChannelStatus {
  return {
    state: row.completion ? 'completed' : 'pending',
    nonce: row.nonce,
    url: row.url,
    ...row.completion,
    signatureParams: row.signature_params,
    metadata: row.metadata,
    acceptAuthAddress: row.accept_auth_address,
  }
}

export interface FarcasterRelay {
  /** Opens a channel (its nonce: the request's, else a fresh one) for FARCASTER_CHANNEL_TTL_SECONDS. */
  createChannel(
    request: CreateChannelRequest,
    metadata: { ip: string; userAgent: string },
  ): Promise<CreateChannelResponse>
  /**
   * The channel's state; a completed channel is answered once and then deleted, as the public
   * relay does. `undefined`: no such channel, or it expired.
   */
  status(channelToken: string): Promise<ChannelStatus | undefined>
  /** The channel's state without consuming a completed one (the dev signer's page reads it). */
  peek(channelToken: string): Promise<ChannelStatus | undefined>
  /**
   * What the Farcaster app calls once the user signed: the message must be a Sign In With
   * Farcaster message with the channel's nonce and domain, signed by its address, naming `fid`.
   * Throws RelayRefusal.
   */
  authenticate(channelToken: string, request: AuthenticateRequest): Promise<ChannelStatus>
}

/**
 * Our Farcaster auth relay, wire-compatible with the public one that `@farcaster/auth-client`
 * talks to. Channels live in the database (several API nodes share them); only a sha256 of each
 * channel token is kept. `channelUrl` makes the link a channel's visitor opens.
 */
export function createFarcasterRelay({
  db,
  now,
  channelUrl,
}: {
  db: Queryable
  now: () => Date
  channelUrl: (channelToken: string) => string
}): FarcasterRelay {
  async function read(channelToken: string): Promise<ChannelRow | undefined> {
    const [row] = await db.query<ChannelRow>(
      `SELECT nonce, url, signature_params, accept_auth_address, metadata, completion
       FROM farcaster_channels WHERE token_hash = $1 AND expires_at > $2`,
      [sha256Hex(channelToken), now()],
    )
    return row
  }

  return {
    async createChannel(request, metadata) {
      const at = now()
      await db.query('DELETE FROM farcaster_channels WHERE expires_at < $1', [at])
      const channelToken = newToken()
      const nonce = request.nonce ?? secureNonce()
      const url = channelUrl(channelToken)
      const { acceptAuthAddress, ...params } = request
      const signatureParams: SignatureParams = { ...params, nonce }
      await db.query(
        `INSERT INTO farcaster_channels (token_hash, nonce, url, signature_params, accept_auth_address,
           metadata, created_at, expires_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7, $8)`,
        [
          sha256Hex(channelToken),
          nonce,
          url,
          JSON.stringify(signatureParams),
          acceptAuthAddress ?? false,
          JSON.stringify(metadata),
          at,
          new Date(at.getTime() + FARCASTER_CHANNEL_TTL_SECONDS * 1000),
        ],
      )
      return { channelToken, url, connectUri: url, nonce }
    },

    async status(channelToken) {
      const hash = sha256Hex(channelToken)
      const at = now()
      const [completed] = await db.query<ChannelRow>(
        `DELETE FROM farcaster_channels
         WHERE token_hash = $1 AND expires_at > $2 AND completion IS NOT NULL
         RETURNING nonce, url, signature_params, accept_auth_address, metadata, completion`,
        [hash, at],
      )
      if (completed) return statusOf(completed)
      const pending = await read(channelToken)
      return pending ? statusOf(pending) : undefined
    },

    peek: async (channelToken) => {
      const row = await read(channelToken)
      return row ? statusOf(row) : undefined
    },

    async authenticate(channelToken, request) {
      const hash = sha256Hex(channelToken)
      const at = now()
      const row = await read(channelToken)
      if (!row) throw new RelayRefusal('unknown-channel', 'No such channel, or it expired')
      if (row.completion) throw new RelayRefusal('completed', 'This channel is completed already')
      let address: `0x${string}`
      try {
        ;({ address } = await verifySignInMessage(
          request.message,
          request.signature as `0x${string}`,
          {
            nonce: row.nonce,
            domain: row.signature_params.domain,
            fid: request.fid,
          },
        ))
      } catch (error) {
        if (error instanceof SignInMessageError) {
          throw new RelayRefusal('bad-message', `Invalid sign-in message: ${error.message}`)
        }
        throw error
      }
      const completion: NonNullable<ChannelRow['completion']> = {
        message: request.message,
        signature: request.signature as `0x${string}`,
        authMethod: request.authMethod ?? 'custody',
        fid: request.fid,
        ...(request.username !== undefined ? { username: request.username } : {}),
        ...(request.bio !== undefined ? { bio: request.bio } : {}),
        ...(request.displayName !== undefined ? { displayName: request.displayName } : {}),
        ...(request.pfpUrl !== undefined ? { pfpUrl: request.pfpUrl } : {}),
        verifications: [],
        custody: getAddress(address),
      }
      const [updated] = await db.query<ChannelRow>(
        `UPDATE farcaster_channels SET completion = $3::jsonb
         WHERE token_hash = $1 AND expires_at > $2 AND completion IS NULL
         RETURNING nonce, url, signature_params, accept_auth_address, metadata, completion`,
        [hash, at, JSON.stringify(completion)],
      )
      if (!updated) throw new RelayRefusal('completed', 'This channel is completed already')
      return statusOf(updated)
    },
  }
}
