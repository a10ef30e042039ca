import { NAMES_CCIP_PATH, NAMES_ROUTES } from '@foyer/protocol'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { type Address, type Hex, isAddress, isHex } from 'viem'
import { z } from 'zod'
import { ApiError } from '../../http/apiError'
import { route } from '../../http/route'
import type { NameLookup } from '../nameLookup'
import { answerResolveCall, CcipRequestError } from './answerResolveCall'
import { signGatewayAnswer } from './signGatewayAnswer'

/** How long a signed answer stays valid: FoyerOffchainResolver refuses it after that. */
export const CCIP_ANSWER_TTL_SECONDS = 300

export interface CcipGatewayOptions {
  /** The names zone (NAMES_ZONE), e.g. `foyer.id`. */
  zone: string
  lookup: NameLookup
  /** The key whose address the offchain resolvers hold as their signer. */
  signerKey: Hex
  /** The clock of the answers' expiry (tests move it). */
  now?: () => Date
  ttlSeconds?: number
}

const postBodySchema = z.object({
  sender: z.string().refine((value) => isAddress(value, { strict: false }), 'expected an address'),
  data: z.string().refine((value) => isHex(value), 'expected 0x-prefixed hex'),
})

/**
 * The names' CCIP-read (EIP-3668) gateway: `GET /v1/names/ccip/{sender}/{data}.json` and
 * `POST /v1/names/ccip` with `{sender, data}` answer `{data}`: the answer to the offchain
 * resolver `sender`'s `resolve(name, data)` call, signed for that resolver, valid for
 * CCIP_ANSWER_TTL_SECONDS. Open to every origin (other apps resolve names too); a malformed or
 * unsupported request is a 400.
 */
export function ccipGatewayRoutes(app: FastifyInstance, options: CcipGatewayOptions): void {
  const now = options.now ?? (() => new Date())
  const ttl = BigInt(options.ttlSeconds ?? CCIP_ANSWER_TTL_SECONDS)

  const answer = async (reply: FastifyReply, sender: Address, request: Hex) => {
    reply.header('access-control-allow-origin', '*')
    let result: Hex
    try {
      result = await answerResolveCall(request, options)
    } catch (error) {
      if (error instanceof CcipRequestError) {
        throw new ApiError(400, 'INVALID_CCIP_REQUEST', error.message)
      }
      throw error
    }
    const expires = BigInt(Math.floor(now().getTime() / 1000)) + ttl
    const data = await signGatewayAnswer({
      resolver: sender,
      request,
      result,
      expires,
      signerKey: options.signerKey,
    })
    return { data }
  }

  // A wildcard, not `:sender/:data.json`: the data is longer than Fastify's parameter limit.
  route(app, NAMES_ROUTES.gatewayGet, async (request, reply) => {
    const path = (request.params as { '*': string })['*']
    const match = /^(0x[0-9a-fA-F]{40})\/(0x(?:[0-9a-fA-F]{2})*)\.json$/.exec(path)
    if (!match) {
      reply.header('access-control-allow-origin', '*')
      throw new ApiError(
        400,
        'INVALID_CCIP_REQUEST',
        `Expected ${NAMES_CCIP_PATH}/{sender}/{data}.json with an address and hex data`,
      )
    }
    return answer(reply, match[1] as Address, match[2] as Hex)
  })

  route(app, NAMES_ROUTES.gatewayPost, async (request, reply) => {
    const body = postBodySchema.safeParse(request.body)
    if (!body.success) {
      reply.header('access-control-allow-origin', '*')
      throw new ApiError(
        400,
        'INVALID_CCIP_REQUEST',
        'Expected a JSON body {sender, data} with an address and hex data',
      )
    }
    return answer(reply, body.data.sender as Address, body.data.data as Hex)
  })
}
