import {
  BaseError,
  getAddress,
  HttpRequestError,
  LimitExceededRpcError,
  type PublicClient,
  parseAbi,
  ResourceUnavailableRpcError,
  TimeoutError,
} from 'viem'
import type { RegisteredChain } from '../chainRegistry'
import type { ContractMetadata } from './indexedRange'

const METADATA_ABI = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
])

/** Longest name or symbol kept; longer ones are cut. */
const MAX_TEXT = 200

/**
 * Name, symbol and (ERC-20) decimals of contracts seen for the first time. Tokens on the chain's
 * token list and its known collections are taken from the list; the others are asked (one batch)
 * at the latest block. A contract that reverts or answers garbage gets NULLs; an RPC that cannot
 * be reached throws, so that nothing is stored as unknown for a passing outage.
 */
export async function readContractMetadata(
  client: PublicClient,
  chain: RegisteredChain,
  contracts: readonly Pick<ContractMetadata, 'address' | 'standard'>[],
): Promise<ContractMetadata[]> {
  return Promise.all(
    contracts.map(async ({ address, standard }): Promise<ContractMetadata> => {
      const listed =
        standard === 'erc20'
          ? chain.tokens.find((token) => sameAddress(token.address, address))
          : chain.collectibles.find((collection) => sameAddress(collection.address, address))
      if (listed) {
        const decimals = 'decimals' in listed ? listed.decimals : null
        return { address, standard, name: listed.name, symbol: listed.symbol, decimals }
      }
      const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
        client
          .readContract({ address: getAddress(address), abi: METADATA_ABI, functionName })
          .catch(unlessUnreachable)
      const [name, symbol, decimals] = await Promise.all([
        read('name'),
        read('symbol'),
        standard === 'erc20' ? read('decimals') : undefined,
      ])
      return {
        address,
        standard,
        name: cleanText(name),
        symbol: cleanText(symbol),
        decimals: typeof decimals === 'number' ? decimals : null,
      }
    }),
  )
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/** A failed call is a contract without that function, unless the RPC itself failed. */
function unlessUnreachable(error: unknown): undefined {
  const unreachable =
    error instanceof BaseError &&
    error.walk(
      (cause) =>
        cause instanceof HttpRequestError ||
        cause instanceof TimeoutError ||
        cause instanceof LimitExceededRpcError ||
        cause instanceof ResourceUnavailableRpcError,
    )
  if (unreachable || !(error instanceof BaseError)) throw error
  return undefined
}

/** Text Postgres can store (no NUL), trimmed and capped; `null` for nothing. */
function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.split('\u0000').join('').trim().slice(0, MAX_TEXT)
  return text === '' ? null : text
}
