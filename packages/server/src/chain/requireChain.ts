import { parseCaipNetworkId } from '@foyer/protocol'
import { ApiError } from '../http/apiError'
import type { ChainRegistry, RegisteredChain } from './chainRegistry'

export interface RequireChainOptions {
  /** Name the chain and the served ones in the message (the RPC proxy); else the product’s 'Unsupported chain'. */
  detailed?: boolean
}

/**
 * The served chain a `chainId` query parameter names: a CAIP-2 EVM network id (`eip155:31337`)
 * or a bare chain id (`31337`). Missing or malformed: 400 INVALID_PARAMS; a chain this API does
 * not serve (another namespace too): 400 UNSUPPORTED_CHAIN 'Unsupported chain' (docs/product.md).
 */
export async function requireChain(
  registry: ChainRegistry,
  value: unknown,
  { detailed = false }: RequireChainOptions = {},
): Promise<RegisteredChain> {
  if (value === undefined || value === '') {
    throw new ApiError(
      400,
      'INVALID_PARAMS',
      'chainId is required: a CAIP-2 network id such as eip155:1, or a chain id',
    )
  }
  if (typeof value !== 'string')
    throw new ApiError(400, 'INVALID_PARAMS', 'chainId must be given once')
  const chainId = /^\d{1,15}$/.test(value) ? Number(value) : evmChainId(value)
  const chain = chainId === undefined ? undefined : await registry.get(chainId)
  if (chain) return chain
  if (!detailed) throw new ApiError(400, 'UNSUPPORTED_CHAIN', 'Unsupported chain')
  const served = (await registry.list()).map((entry) => entry.caipNetworkId)
  throw new ApiError(
    400,
    'UNSUPPORTED_CHAIN',
    `Unsupported chain: ${value} is not served by this API (it serves ${served.join(', ') || 'no chain'})`,
  )
}

/** The chain id of `eip155:<id>`; undefined for another namespace; a 400 for no CAIP-2 id. */
function evmChainId(value: string): number | undefined {
  const parsed = parseCaipNetworkId(value)
  if (!parsed) {
    throw new ApiError(
      400,
      'INVALID_PARAMS',
      `chainId must be a CAIP-2 network id such as eip155:1, or a chain id, got ${JSON.stringify(value)}`,
    )
  }
  if (parsed.namespace !== 'eip155' || !/^\d{1,15}$/.test(parsed.reference)) return undefined
  return Number(parsed.reference)
}
