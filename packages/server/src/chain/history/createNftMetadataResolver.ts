import { z } from 'zod'
import type { RegisteredChain } from '../chainRegistry'

/** What the API shows of one token's metadata (ERC-721 metadata JSON). */
export interface NftMetadata {
  name: string | undefined
  image: string | undefined
}

export interface NftMetadataResolver {
  /** The token's metadata, `undefined` when it cannot be had (unknown collection, fetch failed). */
  resolve(
    chain: RegisteredChain,
    contract: string,
    tokenId: bigint,
  ): Promise<NftMetadata | undefined>
}

export interface NftMetadataResolverOptions {
  fetch?: typeof fetch
  timeoutMs?: number
  /** How long an answer is kept, and a failure before it is tried again. */
  ttlMs?: number
  failureTtlMs?: number
  /** Most tokens kept; the oldest entry goes first. */
  maxEntries?: number
}

const httpUrl = z.url({ protocol: /^https?$/ })
/** Metadata longer than this is not read (a name and an image URL take far less). */
export const NFT_METADATA_MAX_CHARS = 64 * 1024

const metadataSchema = z.object({
  name: z.string().max(200).optional().catch(undefined),
  image: httpUrl.max(2_000).optional().catch(undefined),
})

/**
 * Reads NFT metadata lazily, when a route shows the token, from `baseUri + tokenId` of the
 * chain's known collections (the dev collection's metadata is served by this API). Only URLs
 * the operator's deployments name are fetched, never a `tokenURI` a stranger's contract
 * chose; redirects are refused and answers past NFT_METADATA_MAX_CHARS ignored. Answers and
 * failures are cached; concurrent asks share one fetch.
 */
export function createNftMetadataResolver(
  options: NftMetadataResolverOptions = {},
): NftMetadataResolver {
  const fetchFn = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 2_000
  const ttlMs = options.ttlMs ?? 10 * 60_000
  const failureTtlMs = options.failureTtlMs ?? 30_000
  const maxEntries = options.maxEntries ?? 10_000
  const cache = new Map<string, { value: Promise<NftMetadata | undefined>; expires: number }>()

  async function load(url: string): Promise<NftMetadata | undefined> {
    try {
      const response = await fetchFn(url, {
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      })
      if (!response.ok) return undefined
      const text = await response.text()
      if (text.length > NFT_METADATA_MAX_CHARS) return undefined
      const parsed = metadataSchema.safeParse(JSON.parse(text))
      return parsed.success ? { name: parsed.data.name, image: parsed.data.image } : undefined
    } catch {
      return undefined
    }
  }

  return {
    async resolve(chain, contract, tokenId) {
      const collection = chain.collectibles.find(
        (entry) => entry.address.toLowerCase() === contract.toLowerCase(),
      )
      if (!collection) return undefined
      const key = `${chain.chainId}:${contract.toLowerCase()}:${tokenId}`
      const now = Date.now()
      const cached = cache.get(key)
      if (cached && cached.expires > now) return cached.value
      const entry = { value: load(`${collection.baseUri}${tokenId}`), expires: now + ttlMs }
      cache.delete(key)
      cache.set(key, entry)
      while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string)
      const value = await entry.value
      if (value === undefined) entry.expires = Date.now() + failureTtlMs
      return value
    },
  }
}
