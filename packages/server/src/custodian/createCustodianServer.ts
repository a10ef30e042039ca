import { createHash, timingSafeEqual } from 'node:crypto'
import type { CustodianKey, CustodianReleaseResponse } from '@foyer/protocol'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { parseBody } from '../auth/parseBody'
import { ApiError } from '../http/apiError'
import { errorHandlers } from '../http/errorHandlers'
import { openCustodianWrap, sealForRecipient } from './custodianCrypto'
import type { LoadedCustodianKey } from './custodianKey'
import { CUSTODIAN_PATHS, custodianReleaseBodySchema } from './custodianProtocol'

export interface CustodianServerDeps {
  key: LoadedCustodianKey
  /** The bearer token the API sends (CUSTODIAN_TOKEN). */
  token: string
  /** One line per release (default: stderr); never RK, a key or the token. */
  audit?: (line: string) => void
  now?: () => Date
}

/** The line printed (stderr) when a custodian starts: what running one means. */
export function custodianBanner(key: CustodianKey): string {
  return [
    `Foyer custodian: custodial email recovery is ON (key id ${key.keyId}).`,
    'Whoever controls this process (its key) and the API can restore every wallet that has a',
    'custodian wrap, with no passkey and no password: see docs/security.md, "Custodial email recovery".',
  ].join('\n')
}

/**
 * The custodian (custodial email recovery, off unless the operator runs it): its own process with
 * its own X25519 key, answering only the API (Bearer CUSTODIAN_TOKEN, compared in constant time).
 * - `GET /v1/key` → `{keyId, publicKey}`.
 * - `POST /v1/release {keyId, ephemeralPublicKey, wrap, context, recipientPublicKey}` →
 *   `{ephemeralPublicKey, wrap}`: RK out of the wallet's `custodian` wrap, sealed again to the
 *   frame's one-off key; the custodian never keeps it. 409 when `keyId` is not its key, 422 when
 *   the wrap does not open for that wallet and user. One audit line per release.
 * Every other request: 401 without the token, 404 elsewhere, 400 on a bad body.
 */
export async function createCustodianServer(deps: CustodianServerDeps): Promise<FastifyInstance> {
  const audit = deps.audit ?? ((line) => process.stderr.write(`${line}\n`))
  const now = deps.now ?? (() => new Date())
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024 })
  errorHandlers(app)
  const expected = digest(`Bearer ${deps.token}`)
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // Hashing both sides first: timingSafeEqual needs equal lengths, and the length of the
    // token must not leak either.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      throw new ApiError(401, 'UNAUTHORIZED', 'a custodian answers only its API')
    }
  })
  app.get(CUSTODIAN_PATHS.key, async () => deps.key.publicKey)
  app.post(CUSTODIAN_PATHS.release, async (request): Promise<CustodianReleaseResponse> => {
    const body = parseBody(custodianReleaseBodySchema, request.body)
    if (body.keyId !== deps.key.publicKey.keyId) {
      throw new ApiError(409, 'RECOVERY_STALE', 'the wrap is for another custodian key')
    }
    const rk = openCustodianWrap(deps.key.privateKey, body, body.context)
    if (!rk) {
      throw new ApiError(422, 'INVALID_PARAMS', 'the wrap does not open for this wallet')
    }
    let answer: CustodianReleaseResponse
    try {
      answer = sealForRecipient(rk, body.recipientPublicKey, body.context)
    } catch {
      throw new ApiError(400, 'INVALID_PARAMS', 'recipientPublicKey is not a usable X25519 key')
    } finally {
      rk.fill(0)
    }
    audit(
      JSON.stringify({
        event: 'custodian-release',
        time: now().toISOString(),
        userId: body.context.userId,
        address: body.context.address,
        keyId: body.keyId,
      }),
    )
    return answer
  })
  return app
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}
