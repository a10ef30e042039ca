import type { FarcasterRelay } from '../../farcasterAuthRelay/createFarcasterRelay'
import {
  type CreateChannelRequest,
  channelStatusSchema,
  createChannelResponseSchema,
  type RemoteChannelStatus,
} from '../../farcasterAuthRelay/relaySchemas'

/** The two relay calls a sign-in makes: the same for our relay and the public one. */
export interface FarcasterRelayClient {
  /** The relay, for messages. */
  readonly name: string
  createChannel(
    request: CreateChannelRequest,
  ): Promise<{ channelToken: string; url: string; nonce: string }>
  /** The channel's state; `undefined` when the relay knows no such channel (expired). */
  status(channelToken: string): Promise<RemoteChannelStatus | undefined>
}

/** The relay could not be reached or answered something else than its API. */
export class RelayUnavailable extends Error {
  override name = 'RelayUnavailable'
}

/** Our own relay on this server, called in-process (the embedded default). */
export function localRelayClient(relay: FarcasterRelay): FarcasterRelayClient {
  return {
    name: 'this server’s Farcaster relay',
    createChannel: (request) => relay.createChannel(request, { ip: '', userAgent: 'foyer' }),
    status: (channelToken) => relay.status(channelToken),
  }
}

/**
 * A Farcaster auth relay over HTTP at `relayUrl` (FARCASTER_RELAY_URL, e.g.
 * `https://relay.farcaster.xyz`, or ours at `…/farcaster/relay`): `POST /v1/channel`,
 * `GET /v1/channel/status` with the channel token as bearer.
 */
export function httpRelayClient(
  relayUrl: string,
  {
    fetch: fetchFn = globalThis.fetch,
    timeoutMs = 10_000,
  }: { fetch?: typeof fetch; timeoutMs?: number } = {},
): FarcasterRelayClient {
  const base = relayUrl.replace(/\/+$/, '')
  const host = new URL(base).host
  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchFn(`${base}/v1/${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new RelayUnavailable(
        `the Farcaster relay at ${host} could not be reached (${(error as Error).message})`,
      )
    }
  }
  async function json(response: Response): Promise<unknown> {
    return response.json().catch(() => undefined)
  }
  return {
    name: `the Farcaster relay at ${host}`,
    async createChannel(request) {
      const response = await call('channel', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      })
      const parsed = createChannelResponseSchema.safeParse(await json(response))
      if (!response.ok || !parsed.success) {
        throw new RelayUnavailable(
          `the Farcaster relay at ${host} did not open a channel (HTTP ${response.status})`,
        )
      }
      return parsed.data
    },
    async status(channelToken) {
      const response = await call('channel/status', {
        method: 'GET',
        headers: { authorization: `Bearer ${channelToken}` },
      })
      if (response.status === 401 || response.status === 404) {
        await response.arrayBuffer().catch(() => undefined)
        return undefined
      }
      const parsed = channelStatusSchema.safeParse(await json(response))
      if ((response.status !== 200 && response.status !== 202) || !parsed.success) {
        throw new RelayUnavailable(
          `the Farcaster relay at ${host} answered HTTP ${response.status} for the channel status`,
        )
      }
      return parsed.data
    },
  }
}
