import {
  DEV_FUNDS_ROUTES,
  DEV_FUNDS_WEI,
  type DevFundsResponse,
  devFundsRequestSchema,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { parseBody } from '../auth/parseBody'
import { ApiError } from '../http/apiError'
import { clientAddress } from '../http/clientAddress'
import { route } from '../http/route'
import { localWindowCounter } from '../http/windowCounter'

/** Funded requests per client address and minute: a visitor clicks a few times, a loop is cut. */
export const DEV_FUNDS_PER_MINUTE = 10
const WINDOW_MS = 60_000
const RPC_TIMEOUT_MS = 5_000

/** One JSON-RPC call to a dev node; the route's tests replace it. */
export type DevRpc = (rpcUrl: string, method: string, params: unknown[]) => Promise<unknown>

export interface DevFundsOptions {
  /** The chains the API serves (CHAIN_RPC_URLS); only those whose node is an anvil are funded. */
  chains: readonly { chainId: number; rpcUrl: string }[]
  perMinute?: number
  now?: () => number
  rpc?: DevRpc
}

class RpcFailure extends Error {}

async function fetchRpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  let body: { result?: unknown; error?: { message?: string } }
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
    body = (await response.json()) as typeof body
  } catch (error) {
    throw new RpcFailure(`${method}: ${(error as Error).message}`)
  }
  if (body.error) throw new RpcFailure(`${method}: ${body.error.message ?? 'error'}`)
  return body.result
}

/**
 * `POST /dev/funds` `{ chainId, address }` (dev mode only): adds DEV_FUNDS_WEI to the address's
 * ETH with `anvil_setBalance`, so that a new wallet (an email wallet starts empty) can send on the
 * dev chains. 400 for a body that is not the contract's or a chain that is not a dev chain (not
 * served here, or its node is not an anvil: a real network's balances are not ours to set);
 * 429 beyond DEV_FUNDS_PER_MINUTE per client; 503 while the dev node does not answer.
 */
export function devFundsRoute(
  app: FastifyInstance,
  { chains, perMinute = DEV_FUNDS_PER_MINUTE, now = Date.now, rpc = fetchRpc }: DevFundsOptions,
) {
  // Whatever the node does wrong (down, refusing, garbage) is its failure, never the visitor's.
  const call = (rpcUrl: string, method: string, params: unknown[]) =>
    rpc(rpcUrl, method, params).catch((error: unknown) => {
      throw error instanceof RpcFailure ? error : new RpcFailure(`${method}: ${String(error)}`)
    })
  const counter = localWindowCounter(now)
  // Whether each chain's node is an anvil; asked once per chain (a node that failed is asked again).
  const anvils = new Map<number, Promise<boolean>>()

  const isAnvil = (chainId: number, rpcUrl: string) => {
    let answer = anvils.get(chainId)
    if (!answer) {
      answer = call(rpcUrl, 'web3_clientVersion', []).then(
        (version) => typeof version === 'string' && version.toLowerCase().startsWith('anvil/'),
      )
      answer.catch(() => anvils.delete(chainId))
      anvils.set(chainId, answer)
    }
    return answer
  }

  route(app, DEV_FUNDS_ROUTES.funds, async (request, reply): Promise<DevFundsResponse> => {
    const { chainId, address } = parseBody(devFundsRequestSchema, request.body)
    const chain = chains.find((entry) => entry.chainId === chainId)
    if (!chain) {
      throw new ApiError(400, 'UNKNOWN_CHAIN', {
        details: `chain ${chainId} is not a dev chain of this server`,
      })
    }
    const { count, ttlMs } = await counter.hit(clientAddress(request), WINDOW_MS)
    if (count > perMinute) {
      const retryAfter = Math.ceil(ttlMs / 1000)
      reply.header('retry-after', String(retryAfter))
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many requests: at most ${perMinute} test fundings per minute; retry in ${retryAfter} s`,
      )
    }
    try {
      if (!(await isAnvil(chainId, chain.rpcUrl))) {
        throw new ApiError(400, 'UNKNOWN_CHAIN', {
          details: `chain ${chainId} is not a dev chain (its node is not an anvil)`,
        })
      }
      const before = BigInt(String(await call(chain.rpcUrl, 'eth_getBalance', [address, 'latest'])))
      const target = before + DEV_FUNDS_WEI
      await call(chain.rpcUrl, 'anvil_setBalance', [address, `0x${target.toString(16)}`])
      return { chainId, address, added: DEV_FUNDS_WEI.toString(), balance: target.toString() }
    } catch (error) {
      if (error instanceof RpcFailure || error instanceof SyntaxError) {
        request.log.warn({ chainId, reason: error.message }, 'dev funds: the dev node failed')
        reply.header('retry-after', '5')
        throw new ApiError(503, 'CHAIN_UNAVAILABLE', `The dev chain ${chainId} did not answer`)
      }
      throw error
    }
  })
}
