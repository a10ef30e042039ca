import {
  DEV_FUNDS_ROUTES,
  DEV_FUNDS_WEI,
  type DevFundsResponse,
  devFundsRequestSchema,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { parseBody } from '../auth/parseBody'
import type { ChainClients } from '../chain/chainClients'
import { ApiError } from '../http/apiError'
import { clientAddress } from '../http/clientAddress'
import { route } from '../http/route'
import { localWindowCounter } from '../http/windowCounter'

/** Funded requests per client address and minute: a visitor clicks a few times, a loop is cut. */
export const DEV_FUNDS_PER_MINUTE = 10
const WINDOW_MS = 60_000

type DevChain = { chainId: number; rpcUrl: string }

export interface DevFundsOptions {
  /** The chains the API serves (CHAIN_RPC_URLS); only those whose node is an anvil are funded. */
  chains: readonly DevChain[]
  /** The app's viem clients (one per chain, with its RPC policy). */
  clients: ChainClients
  perMinute?: number
  now?: () => number
}

class RpcFailure extends Error {}

/**
 * `POST /dev/funds` `{ chainId, address }` (dev mode only): adds DEV_FUNDS_WEI to the address's
 * ETH with `anvil_setBalance`, so that a new wallet (an email wallet starts empty) can send on the
 * dev chains. 400 for a body that is not the contract's or a chain that is not a dev chain (not
 * served here, or its node is not an anvil: a real network's balances are not ours to set);
 * 429 beyond DEV_FUNDS_PER_MINUTE per client; 503 while the dev node does not answer.
 */
export function devFundsRoute(
  app: FastifyInstance,
  { chains, clients, perMinute = DEV_FUNDS_PER_MINUTE, now = Date.now }: DevFundsOptions,
) {
  // Whatever the node does wrong (down, refusing, garbage) is its failure, never the visitor's.
  // `anvil_setBalance` is not in viem's public schema, hence the untyped request. viem's short
  // message only: its long one names the RPC URL, which may hold a key.
  const call = (chain: DevChain, method: string, params: unknown[] = []): Promise<unknown> =>
    clients(chain)
      .request({ method, params } as never)
      .catch((error: unknown) => {
        const { shortMessage, name } = (error ?? {}) as { shortMessage?: string; name?: string }
        throw new RpcFailure(`${method}: ${shortMessage ?? name ?? 'failed'}`)
      })
  const counter = localWindowCounter(now)
  // Whether each chain's node is an anvil; asked once per chain (a node that failed is asked again).
  const anvils = new Map<number, Promise<boolean>>()

  const isAnvil = (chain: DevChain) => {
    const { chainId } = chain
    let answer = anvils.get(chainId)
    if (!answer) {
      answer = call(chain, 'web3_clientVersion').then(
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
      if (!(await isAnvil(chain))) {
        throw new ApiError(400, 'UNKNOWN_CHAIN', {
          details: `chain ${chainId} is not a dev chain (its node is not an anvil)`,
        })
      }
      const balance = await call(chain, 'eth_getBalance', [address, 'latest'])
      if (typeof balance !== 'string' || !/^0x[0-9a-f]+$/i.test(balance)) {
        throw new RpcFailure('eth_getBalance: not a quantity')
      }
      const before = BigInt(balance)
      const target = before + DEV_FUNDS_WEI
      await call(chain, 'anvil_setBalance', [address, `0x${target.toString(16)}`])
      return { chainId, address, added: DEV_FUNDS_WEI.toString(), balance: target.toString() }
    } catch (error) {
      if (error instanceof RpcFailure) {
        request.log.warn({ chainId, reason: error.message }, 'dev funds: the dev node failed')
        reply.header('retry-after', '5')
        throw new ApiError(503, 'CHAIN_UNAVAILABLE', `The dev chain ${chainId} did not answer`)
      }
      throw error
    }
  })
}
