import { formatErrorMessage, SMART_ACCOUNT_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { type Hex, hexToBigInt, isAddressEqual, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { ChainRegistry } from '../chain/chainRegistry'
import { requireChain } from '../chain/requireChain'
import {
  JSON_RPC_INVALID_REQUEST,
  JSON_RPC_METHOD_NOT_FOUND,
  JSON_RPC_PARSE_ERROR,
  type JsonRpcId,
  jsonRpcError,
} from '../chain/rpc/jsonRpcError'
import { ApiError } from '../http/apiError'
import { readBodyAsText } from '../http/readBodyAsText'
import { requestProject } from '../http/requestProject'
import { route } from '../http/route'
import type { Queryable } from '../store/database'
import { countSponsoredOperation, sponsoredToday } from './countSponsoredOperation'
import { paymasterData, paymasterHash } from './paymasterHash'
import { projectSponsorship, smartAccountChain } from './smartAccountNetworksRoute'
import { sponsorshipRefusal } from './sponsorshipPolicy'

/** How long a paymaster approval holds: the frame sends the operation right after. */
export const PAYMASTER_APPROVAL_SECONDS = 600

/** Gas for FoyerPaymaster's validation (a hash and one ecrecover: ~30k used). */
export const PAYMASTER_VERIFICATION_GAS = 75_000n

/** JSON-RPC error code of a refusal by the policy; `data.code` says which (ERC-7677 leaves it open). */
export const SPONSORSHIP_REFUSED = -32010

/** A signature of the right length that recovers to no signer: estimation only. */
const STUB_SIGNATURE: Hex = `0x${'f'.repeat(31)}${'0'.repeat(33)}7${'a'.repeat(63)}1c`

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/) as unknown as z.ZodType<Hex>
const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/)
  .transform((value) => hexToBigInt(value as Hex))
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as unknown as z.ZodType<`0x${string}`>

const userOperationSchema = z
  .object({
    sender: address,
    nonce: quantity,
    // An EIP-7702 account's operation names the marker 0x7702 instead of a factory.
    factory: z.union([address, z.literal('0x7702')]).nullish(),
    factoryData: hex.nullish(),
    callData: hex,
    callGasLimit: quantity.default(0n),
    verificationGasLimit: quantity.default(0n),
    preVerificationGas: quantity.default(0n),
    maxFeePerGas: quantity,
    maxPriorityFeePerGas: quantity,
    paymasterVerificationGasLimit: quantity.optional(),
    paymasterPostOpGasLimit: quantity.optional(),
  })
  .loose()

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.enum(['pm_getPaymasterStubData', 'pm_getPaymasterData']),
  params: z.tuple([userOperationSchema, address, quantity]).rest(z.unknown()),
})

export interface PaymasterRouteDeps {
  db: Queryable
  registry: ChainRegistry
  /** The key FoyerPaymaster's signer holds (PAYMASTER_SIGNER_KEY, or the dev key in dev mode). */
  signerKey: Hex | undefined
  now?: () => Date
}

/**
 * `POST /v1/paymaster?chainId=eip155:31337`: the project's paymaster, ERC-7677. Both methods check
 * the project's gas sponsorship policy (on, allowed contracts, the daily cap per account);
 * `pm_getPaymasterStubData` answers stub data for gas estimation (refused once the cap is reached),
 * `pm_getPaymasterData` counts the operation against the cap and signs FoyerPaymaster's approval for PAYMASTER_APPROVAL_SECONDS. A
 * refusal is a JSON-RPC error SPONSORSHIP_REFUSED whose `data.code` is the API error code.
 */
export async function paymasterRoute(app: FastifyInstance, deps: PaymasterRouteDeps) {
  const now = deps.now ?? (() => new Date())
  const signer = deps.signerKey ? privateKeyToAccount(deps.signerKey) : undefined
  await app.register(async (scope) => {
    readBodyAsText(scope)
    route(scope, SMART_ACCOUNT_ROUTES.paymaster, async (request) => {
      const { chainId } = request.query as Record<string, unknown>
      const chain = smartAccountChain(
        await requireChain(deps.registry, chainId, { detailed: true }),
      )
      if (!chain?.smartAccounts.paymaster || !signer) {
        throw new ApiError(400, 'PAYMASTER_UNAVAILABLE')
      }
      const { paymaster, entryPoint } = chain.smartAccounts
      let json: unknown
      try {
        json = JSON.parse(typeof request.body === 'string' ? request.body : '')
      } catch {
        return jsonRpcError(null, JSON_RPC_PARSE_ERROR, 'Parse error: the body is not JSON')
      }
      const id: JsonRpcId = idOf(json)
      const parsed = requestSchema.safeParse(json)
      if (!parsed.success) {
        const method = (json as { method?: unknown } | null)?.method
        return typeof method === 'string' &&
          !['pm_getPaymasterStubData', 'pm_getPaymasterData'].includes(method)
          ? jsonRpcError(id, JSON_RPC_METHOD_NOT_FOUND, `The paymaster does not answer ${method}`)
          : jsonRpcError(
              id,
              JSON_RPC_INVALID_REQUEST,
              `Invalid request: ${parsed.error.issues[0]?.message}`,
            )
      }
      const [op, requestedEntryPoint, requestedChain] = parsed.data.params
      if (
        !isAddressEqual(requestedEntryPoint, entryPoint) ||
        requestedChain !== BigInt(chain.chainId)
      ) {
        return jsonRpcError(
          id,
          JSON_RPC_INVALID_REQUEST,
          `Invalid request: this paymaster serves EntryPoint ${entryPoint} on chain ${chain.chainId}`,
        )
      }
      const project = requestProject(request)
      const sponsorship = projectSponsorship(project)
      const refused = (code: Parameters<typeof formatErrorMessage>[0], params = {}) => ({
        jsonrpc: '2.0',
        id,
        error: {
          code: SPONSORSHIP_REFUSED,
          message: formatErrorMessage(code, params),
          data: { code, ...(Object.keys(params).length ? { params } : {}) },
        },
      })
      const refusal = sponsorshipRefusal(sponsorship, op.callData)
      if (refusal) return refused(refusal)
      const cap = sponsorship.config.dailyOperationsPerAccount
      const gas = {
        verificationGasLimit: op.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS,
        postOpGasLimit: op.paymasterPostOpGasLimit ?? 0n,
      }
      const at = now()
      const validUntil = Math.floor(at.getTime() / 1000) + PAYMASTER_APPROVAL_SECONDS
      const stub = parsed.data.method === 'pm_getPaymasterStubData'
      if (cap !== null) {
        // The stub only looks (an estimate may never be sent); the final data takes one.
        const account = { projectId: project.id, account: op.sender, now: at }
        const within = stub
          ? (await sponsoredToday(deps.db, account)) < cap
          : await countSponsoredOperation(deps.db, { ...account, cap })
        if (!within) return refused('SPONSORSHIP_DAILY_CAP', { limit: cap })
      }
      const signature = stub
        ? STUB_SIGNATURE
        : await signer.signMessage({
            message: {
              raw: paymasterHash(op, gas, {
                chainId: chain.chainId,
                paymaster,
                validUntil,
                validAfter: 0,
              }),
            },
          })
      return {
        jsonrpc: '2.0',
        id,
        result: {
          paymaster,
          paymasterData: paymasterData(validUntil, 0, signature),
          paymasterVerificationGasLimit: numberToHex(gas.verificationGasLimit),
          paymasterPostOpGasLimit: numberToHex(gas.postOpGasLimit),
          sponsor: { name: project.name },
          ...(stub ? { isFinal: false } : {}),
        },
      }
    })
  })
}

function idOf(json: unknown): JsonRpcId {
  const id = (json as { id?: unknown } | null)?.id
  return typeof id === 'string' || typeof id === 'number' ? id : null
}
