import type { FastifyInstance } from 'fastify'
import { ApiError } from '../app/apiError'
import { type AuthShareResponse, storeSharesRequestSchema } from '../auth/authProtocol'
import { requireSession } from '../auth/bearerSession'
import { frameOriginHook } from '../auth/frameOriginHook'
import { parseBody } from '../auth/parseBody'
import type { Database } from '../store/database'
import type { WalletKeys } from './walletKeys'
import { readAuthShare, storeWalletShares } from './walletShares'

export interface WalletRoutesDeps {
  db: Database
  now: () => Date
  frameOrigin: string
  /** The two share keys, loaded on first use. */
  keys: () => Promise<WalletKeys>
}

/**
 * Key shares of the embedded wallet (frame origin only, Bearer session on an approved device):
 * `POST /wallet/v1/shares {address, authShare, recoveryShare}` → 201 `{address}`, once per user
 * (409 WALLET_EXISTS); `GET /wallet/v1/shares/auth` → `{address, authShare}` (404 NO_WALLET).
 * No route releases the recovery share.
 */
export async function walletRoutes(app: FastifyInstance, deps: WalletRoutesDeps) {
  await app.register(async (scope) => {
    frameOriginHook(scope, deps.frameOrigin)
    scope.post('/wallet/v1/shares', async (request, reply) => {
      const now = deps.now()
      const { user } = await requireSession(deps.db, request, now)
      const body = parseBody(storeSharesRequestSchema, request.body)
      const stored = await storeWalletShares(deps.db, await deps.keys(), {
        userId: user.id,
        ...body,
        now,
      })
      if (!stored) throw new ApiError(409, 'WALLET_EXISTS', 'This account already has a wallet')
      return reply.status(201).send({ address: body.address })
    })
    scope.get('/wallet/v1/shares/auth', async (request): Promise<AuthShareResponse> => {
      const { user } = await requireSession(deps.db, request, deps.now())
      const wallet = await readAuthShare(deps.db, await deps.keys(), user.id)
      if (!wallet) throw new ApiError(404, 'NO_WALLET', 'This account has no wallet yet')
      return wallet
    })
  })
}
