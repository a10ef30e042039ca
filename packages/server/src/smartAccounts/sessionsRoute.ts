import { type AccountSessionsResponse, SESSION_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import type { ChainClients } from '../chain/chainClients'
import type { ChainRegistry } from '../chain/chainRegistry'
import { parseAccountAddress } from '../chain/parseAccountAddress'
import { requireChain } from '../chain/requireChain'
import { errorMessage } from '../health/errorMessage'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import { readAccountSessions } from './readAccountSessions'
import { smartAccountChain } from './smartAccountNetworksRoute'

/**
 * `GET /v1/sessions/:address?chainId=eip155:31337`: the session keys granted on the FoyerAccount
 * at `address` (ERC-7715's permissions; `pci` is a key's permissions context), read from the
 * chain; without `chainId`, from every smart-account network (a bundler and a FoyerAccount
 * factory) where the address has code. None where it has no account. A bad address or chainId is
 * a 400; a node that cannot be read a 502 SESSIONS_UNAVAILABLE (never a shorter list).
 */
export function sessionsRoute(
  app: FastifyInstance,
  { registry, clients }: { registry: ChainRegistry; clients: ChainClients },
) {
  route(app, SESSION_ROUTES.sessions, async (request): Promise<AccountSessionsResponse> => {
    const address = parseAccountAddress(request.params.address)
    const { chainId } = request.query as Record<string, unknown>
    const chains =
      chainId === undefined
        ? (await registry.list()).filter((chain) => smartAccountChain(chain))
        : [await requireChain(registry, chainId)]
    const lists = await Promise.all(
      chains.map(async (chain) => {
        try {
          return await readAccountSessions(clients(chain), chain.chainId, address)
        } catch (error) {
          throw new ApiError(502, 'SESSIONS_UNAVAILABLE', {
            details: `${chain.caipNetworkId}: ${errorMessage(error)}`,
          })
        }
      }),
    )
    return { sessions: lists.flat() }
  })
}
