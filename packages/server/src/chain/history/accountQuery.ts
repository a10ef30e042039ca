import { evmAddressSchema } from '@foyer/protocol'
import { z } from 'zod'
import { ApiError } from '../../http/apiError'
import type { ChainRegistry, RegisteredChain } from '../chainRegistry'
import { decodeCursor } from './pageCursor'

/** What an account route was asked: the account, the chains to read, and the page cursor. */
export interface AccountQuery<Key> {
  /** Lowercase, as stored. */
  account: string
  /** The chains to answer for: the one asked, else every configured chain. */
  chains: RegisteredChain[]
  cursor: Key | undefined
}

const CAIP_EIP155 = /^eip155:(\d{1,15})$/

/**
 * Reads `{account}` and `?chainId=&cursor=`. A bad address, a chain the API does not serve (the
 * product’s 'Unsupported chain') and a cursor it did not give out are 400s.
 */
export async function parseAccountQuery<Key>(
  account: string,
  query: Record<string, unknown>,
  registry: ChainRegistry,
  cursorKey: z.ZodType<Key>,
): Promise<AccountQuery<Key>> {
  const address = evmAddressSchema.safeParse(account)
  if (!address.success) {
    throw new ApiError(
      400,
      'INVALID_ADDRESS',
      `Invalid address ${JSON.stringify(account)}: expected a 0x-prefixed 20-byte hex address`,
    )
  }
  const chainId = optionalString(query, 'chainId')
  let chains: RegisteredChain[]
  if (chainId === undefined || chainId === '') {
    chains = await registry.list()
  } else {
    const match = CAIP_EIP155.exec(chainId)
    const chain = match ? await registry.get(Number(match[1])) : undefined
    if (!chain) {
      throw new ApiError(400, 'UNSUPPORTED_CHAIN', `Unsupported chain: ${chainId}`)
    }
    chains = [chain]
  }
  const text = optionalString(query, 'cursor')
  const cursor = text === undefined || text === '' ? undefined : decodeCursor(text, cursorKey)
  if (text !== undefined && text !== '' && cursor === undefined) {
    throw new ApiError(400, 'INVALID_CURSOR')
  }
  return { account: address.data.toLowerCase(), chains, cursor }
}

function optionalString(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name]
  if (value === undefined || typeof value === 'string') return value
  throw new ApiError(400, 'INVALID_PARAMS', `${name} must be given once`)
}

/** A non-negative whole number that fits in a JS number (cursor keys). */
export const wholeNumber = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)
